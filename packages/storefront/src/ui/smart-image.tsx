// An image in a fixed aspect-ratio box (no layout shift) with a skeleton while it loads and in place
// of a picture that fails. A picture uploaded in the back office (`/media/...`) comes in several
// widths: its srcset is derived from its URL (packages/domain/media-urls), so the browser fetches the
// width the box needs; any other picture (the demo's SVGs) is one file, as before.
import { mediaSrcSet } from "@henna/domain/media-urls";
import { useState } from "react";
import { imageUrl } from "../config/runtime-config";
import { useFirstIdle } from "./first-idle";
import styles from "./smart-image.module.css";

export interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  /** width / height, e.g. 1 for square, 16 / 9 for a banner. */
  ratio?: number;
  /** Above-the-fold images load eagerly with high priority (LCP). */
  priority?: boolean;
  /** Not on the first screen: the picture waits for the page load's first idle moment (skeleton meanwhile). */
  defer?: boolean;
  /** Called when the picture fails, e.g. to switch a whole list to skeletons (spec §2). */
  onFail?: () => void;
  /** Forces the skeleton (a list whose images failed). */
  failed?: boolean;
  className?: string;
  width?: number;
  height?: number;
  /** How wide the box is drawn (the img's `sizes`); by default `width` CSS pixels. Only used with a srcset. */
  sizes?: string;
}

export function SmartImage({
  src,
  alt,
  ratio = 1,
  priority = false,
  defer = false,
  onFail,
  failed = false,
  className,
  width = 400,
  height,
  sizes,
}: SmartImageProps) {
  const url = imageUrl(src);
  const srcSet = mediaSrcSet(url);
  const [state, setState] = useState<"loading" | "loaded" | "failed">(url ? "loading" : "failed");
  const idle = useFirstIdle();
  const showImage = url && !failed && state !== "failed" && (!defer || idle);
  return (
    <div
      className={`${styles.box} ${className ?? ""}`}
      style={{ aspectRatio: String(ratio) }}
      data-state={failed ? "failed" : state}
    >
      {state !== "loaded" && <div className={`skeleton ${styles.fill}`} aria-hidden="true" />}
      {showImage && (
        <img
          // srcset before src: a browser that sees src first may start fetching it.
          {...(srcSet ? { srcSet, sizes: sizes ?? `${width}px` } : {})}
          src={url}
          alt={alt}
          // A picture with nothing to say (the text beside it names what it shows) is left out of the
          // accessibility tree.
          role={alt === "" ? "presentation" : undefined}
          width={width}
          height={height ?? Math.round(width / ratio)}
          loading={priority ? "eager" : "lazy"}
          // The first screen's picture (the largest paint) is drawn in the same frame as the text around
          // it once it has arrived; "async" let it come a frame or more later, after the app's script
          // had started downloading, which Lighthouse then counts into the largest paint.
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
          className={styles.fill}
          // A picture in a page the server rendered may have loaded before the page was hydrated, and
          // its load event is gone by then.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setState("loaded");
          }}
          onLoad={() => setState("loaded")}
          onError={() => {
            setState("failed");
            onFail?.();
          }}
        />
      )}
      {(failed || state === "failed") && <span className="visually-hidden">{alt}</span>}
    </div>
  );
}
