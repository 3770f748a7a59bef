import { OFFER_LINK_INVALID, PICTURE_REQUIRED, TITLE_REQUIRED } from "@henna/domain/marketing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin, STAFF } from "../../test-support/admin-harness";
import type { Offer, Slide } from "./marketing-api";

function slide(id: number, slider_name: string): Slide {
  return {
    id,
    offer_name: "",
    slider_name,
    description: "",
    image: `/media/s${id}/640.webp`,
    price: null,
    cutOffPrice: null,
    background_image: "",
    product: null,
    status: "Active",
    position: id,
  };
}

const MEDIA = {
  data: {
    key: "ab",
    url: "/media/ab/640.webp",
    srcset: "",
    width: 640,
    height: 320,
    widths: [640],
    formats: ["webp"],
  },
};

describe("the marketing page", () => {
  it("adds an offer with a picture, showing the shop's card as it is typed", async () => {
    const user = userEvent.setup();
    const made: Offer = {
      id: 5,
      title: "Diwali combo",
      description: "Cones and tea",
      image: "/media/ab/640.webp",
      link: "/products",
      status: "Active",
      position: 1,
    };
    let listed: Offer[] = [];
    const { callsTo } = renderAdmin("/marketing?tab=offers", {
      as: STAFF,
      answers: {
        "GET /admin/marketing/offers": () => json({ data: listed }),
        "POST /admin/media": json(MEDIA, 201),
        "POST /admin/marketing/offers": () => {
          listed = [made];
          return json({ data: made }, 201);
        },
      },
    });
    expect(
      await screen.findByText("No offers yet: the home page has no Special Offers row."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New offer" }));
    await user.type(screen.getByLabelText(/^Title/), "Diwali combo");
    await user.type(screen.getByLabelText("Description"), "Cones and tea");
    await user.type(screen.getByLabelText("Claim Your Offer opens"), "/products");
    const preview = screen.getByRole("figure");
    expect(within(preview).getByText("Diwali combo", { selector: "p" })).toBeInTheDocument();
    expect(within(preview).getByText("Limited Time Offer!")).toBeInTheDocument();
    expect(within(preview).getByText("Claim Your Offer")).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/Choose photo/),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "d.jpg", { type: "image/jpeg" }),
    );
    await waitFor(() => expect(callsTo("POST", "/admin/media")).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: "Add offer" }));
    await waitFor(() => expect(callsTo("POST", "/admin/marketing/offers")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/marketing/offers")[0]?.body ?? "{}")).toEqual({
      title: "Diwali combo",
      description: "Cones and tea",
      image: "/media/ab/640.webp",
      link: "/products",
      status: "Active",
    });
    expect(await screen.findByRole("list", { name: "Offers" })).toHaveTextContent("Diwali combo");
  });

  it("checks a slide with the domain's rules before sending", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/marketing", {
      answers: { "GET /admin/marketing/sliders": json({ data: [] }) },
    });
    await user.click(await screen.findByRole("button", { name: "New slide" }));
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    expect(await screen.findByText(TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PICTURE_REQUIRED)).toBeInTheDocument();
    expect(callsTo("POST", "/admin/marketing/sliders")).toHaveLength(0);
  });

  it("checks an offer's link first, then puts the server's field problems on its fields", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/marketing?tab=offers", {
      answers: {
        "PUT /admin/marketing/offers/1": apiError(400, "VALIDATION_FAILED", "Please check the offer.", [
          { field: "body.title", message: "Say it in fewer words." },
        ]),
        "GET /admin/marketing/offers": json({
          data: [
            {
              id: 1,
              title: "Tea week",
              description: "",
              image: "/i.webp",
              link: null,
              status: "Active",
              position: 1,
            },
          ],
        }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Tea week" }));
    const link = screen.getByLabelText("Claim Your Offer opens");
    await user.type(link, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save offer" }));
    expect(await screen.findByText(OFFER_LINK_INVALID)).toBeInTheDocument();
    expect(link).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("PUT", "/admin/marketing/offers/1")).toHaveLength(0);

    await user.clear(link);
    await user.type(link, "/category-detail/Tea");
    await user.click(screen.getByRole("button", { name: "Save offer" }));
    expect(await screen.findByText("Say it in fewer words.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
  });

  it("moves a slide by keyboard, saves the order and keeps focus on the moved slide", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/marketing?tab=sliders", {
      answers: {
        "GET /admin/marketing/sliders": json({ data: [slide(1, "Festive cones"), slide(2, "Tea time")] }),
        "POST /admin/marketing/sliders/reorder": json({
          data: [slide(2, "Tea time"), slide(1, "Festive cones")],
        }),
      },
    });
    const down = await screen.findByRole("button", { name: "Move Festive cones down" });
    down.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(callsTo("POST", "/admin/marketing/sliders/reorder")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/marketing/sliders/reorder")[0]?.body ?? "{}")).toEqual({
      ids: [2, 1],
    });
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent(
      "Festive cones moved to position 2 of 2.",
    );
    const items = within(screen.getByRole("list", { name: "Slides" })).getAllByRole("listitem");
    expect(items[1]).toHaveTextContent("Festive cones");
    // Now last: its Down is disabled, so focus went to its Up.
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Festive cones up" })).toHaveFocus());
  });
});
