import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { placeFieldErrors, type SaveTarget, useSave } from "./use-save";

type Outcome = { data?: unknown; error?: unknown; response: Response };

function answer(status: number, body: unknown): Promise<Outcome> {
  const response = new Response(JSON.stringify(body), { status });
  return Promise.resolve(status < 400 ? { data: body, response } : { error: body, response });
}

const refused = (errors: { field: string; message: string }[]) => ({
  code: "VALIDATION_FAILED",
  message: "Please check the highlighted fields.",
  errors,
});

describe("placeFieldErrors", () => {
  const cases: {
    name: string;
    fields: SaveTarget["fields"];
    problems: Record<string, string>;
    placed: [string, string][];
    unplaced: string[];
  }[] = [
    {
      name: "a list places a path on its first part",
      fields: ["title", "variations"],
      problems: { title: "Enter a title.", "variations.0.price": "Enter a price." },
      placed: [
        ["title", "Enter a title."],
        ["variations", "Enter a price."],
      ],
      unplaced: [],
    },
    {
      name: "a list keeps what it does not name for the failure line",
      fields: ["title"],
      problems: { code: "Taken." },
      placed: [],
      unplaced: ["Taken."],
    },
    {
      name: "a test of the whole path places the path itself",
      fields: (path) => /^centers\.\d+\.name$/.test(path),
      problems: { "centers.1.name": "Enter a name.", centers: "At most 20." },
      placed: [["centers.1.name", "Enter a name."]],
      unplaced: ["At most 20."],
    },
    {
      name: "a mapping names the form's own field",
      fields: (path) => ({ valid_from: "from" })[path],
      problems: { valid_from: "Not a day." },
      placed: [["from", "Not a day."]],
      unplaced: [],
    },
  ];
  it.each(cases)("$name", ({ fields, problems, placed, unplaced }) => {
    const setError = vi.fn();
    expect(placeFieldErrors(problems, { setError, fields })).toEqual(unplaced);
    expect(setError.mock.calls.map(([name, error]) => [name, error.message])).toEqual(placed);
  });
});

describe("useSave", () => {
  it("is busy while the write runs and answers its data", async () => {
    const { result } = renderHook(() => useSave());
    let finish: (value: Outcome) => void = () => undefined;
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.save(() => new Promise<Outcome>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish(await answer(200, { data: { id: 7 } }));
      await saving;
    });
    expect(result.current.busy).toBe(false);
    await expect(saving).resolves.toEqual({ data: { data: { id: 7 } } });
  });

  it("sends nothing while a save is still running", async () => {
    const { result } = renderHook(() => useSave());
    const call = vi.fn(() => new Promise<never>(() => undefined));
    act(() => {
      void result.current.save(call);
    });
    let second: unknown;
    await act(async () => {
      second = await result.current.save(call);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(second).toMatchObject({ error: { code: "BUSY" } });
  });

  it("puts field problems on the fields and shows no line when all are placed", async () => {
    const setError = vi.fn();
    const { result } = renderHook(() => useSave({ setError, fields: ["email"] }));
    await act(async () => {
      await result.current.save(() =>
        answer(400, refused([{ field: "body.email", message: "This e-mail is taken." }])),
      );
    });
    expect(setError).toHaveBeenCalledWith(
      "email",
      { type: "server", message: "This e-mail is taken." },
      { shouldFocus: true },
    );
    expect(result.current.failure).toBe("");
  });

  it("shows the first problem no field shows, else the failure's own message", async () => {
    const { result } = renderHook(() => useSave({ setError: vi.fn(), fields: ["email"] }));
    await act(async () => {
      await result.current.save(() =>
        answer(400, refused([{ field: "body.role", message: "Choose a role." }])),
      );
    });
    expect(result.current.failure).toBe("Choose a role.");
    await act(async () => {
      await result.current.save(() =>
        answer(409, { code: "CONFLICT", message: "Someone changed it first." }),
      );
    });
    expect(result.current.failure).toBe("Someone changed it first.");
  });

  it("keeps the failure's message beside placed problems when asked (a summary)", async () => {
    const { result } = renderHook(() => useSave({ setError: vi.fn(), fields: () => true }));
    await act(async () => {
      await result.current.save(
        () => answer(400, refused([{ field: "body.title", message: "Enter a title." }])),
        { keepMessage: true },
      );
    });
    expect(result.current.failure).toBe("Please check the highlighted fields.");
  });

  it("answers every problem of a field, in the server's order", async () => {
    const { result } = renderHook(() => useSave());
    let saved: unknown;
    await act(async () => {
      saved = await result.current.save(
        () =>
          answer(
            400,
            refused([
              { field: "body.bands", message: "Bands 1 and 2 overlap." },
              { field: "body.bands", message: "Band 3 ends before it starts." },
            ]),
          ),
        { ownFields: () => ({}) },
      );
    });
    expect(saved).toMatchObject({
      fields: { bands: "Bands 1 and 2 overlap." },
      problems: [
        { field: "bands", message: "Bands 1 and 2 overlap." },
        { field: "bands", message: "Band 3 ends before it starts." },
      ],
    });
    expect(result.current.failure).toBe("");
  });
});
