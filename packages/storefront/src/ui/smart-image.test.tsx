import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SmartImage } from "./smart-image";

const KEY = "3f9a0c1b2d4e5f60-320-640-960";

describe("SmartImage srcset", () => {
  it("gives an uploaded picture every width it was kept at, and the box's size", () => {
    render(<SmartImage src={`/media/${KEY}/960.webp`} alt="Bridal cones" width={300} priority />);
    const img = screen.getByAltText("Bridal cones");
    expect(img.getAttribute("src")).toBe(`/media/${KEY}/960.webp`);
    expect(img.getAttribute("srcset")).toBe(
      `/media/${KEY}/320.webp 320w, /media/${KEY}/640.webp 640w, /media/${KEY}/960.webp 960w`,
    );
    expect(img.getAttribute("sizes")).toBe("300px");
  });

  it("takes the caller's sizes", () => {
    render(<SmartImage src={`/media/${KEY}/960.webp`} alt="Wide" sizes="100vw" priority />);
    expect(screen.getByAltText("Wide").getAttribute("sizes")).toBe("100vw");
  });

  it.each([
    "/images/products/henna-cone-1.svg",
    "images/products/henna-cone-1.svg",
    "https://cdn.example/a.webp",
  ])("leaves %s as one file", (src) => {
    render(<SmartImage src={src} alt={`Picture ${src}`} priority />);
    const img = screen.getByAltText(`Picture ${src}`);
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });
});
