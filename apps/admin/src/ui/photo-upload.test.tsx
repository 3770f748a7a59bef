import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminServices } from "../api/admin-client";
import { AdminServicesProvider } from "../api/services-context";
import { PhotoUpload } from "./photo-upload";
import styles from "./photo-upload.module.css";

describe("PhotoUpload", () => {
  it.each([
    { fit: undefined, whole: false },
    { fit: "cover" as const, whole: false },
    { fit: "contain" as const, whole: true },
  ])("shows the whole picture only when asked (fit $fit)", ({ fit, whole }) => {
    // Nothing is uploaded here: the services are only there for the component's hook.
    render(
      <AdminServicesProvider services={{} as AdminServices}>
        <PhotoUpload label="Logo" value="/media/logo.png" onChange={() => undefined} fit={fit} />
      </AdminServicesProvider>,
    );
    const preview = screen.getByAltText("Logo preview");
    expect(preview.classList.contains(styles.preview as string)).toBe(true);
    expect(preview.classList.contains(styles.whole as string)).toBe(whole);
  });
});
