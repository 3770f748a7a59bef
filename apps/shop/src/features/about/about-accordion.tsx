// An accordion where one item at most is open (spec §4 About: one item open at a time; clicking the open
// one closes it). WAI-ARIA accordion pattern: each header is a button in a heading, with aria-expanded
// and aria-controls naming its panel; a closed panel is hidden from everyone.
import { t } from "@henna/storefront/i18n/i18n.ts";
import { type ReactNode, useId, useState } from "react";
import styles from "./about.module.css";

export interface AccordionItem {
  title: string;
  body: ReactNode;
}

export interface AboutAccordionProps {
  items: readonly AccordionItem[];
  /** The index open at first; null for all closed. */
  initiallyOpen?: number | null;
}

export function AboutAccordion({ items, initiallyOpen = 0 }: AboutAccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title} className={styles.accordionItem}>
            <h3 className={styles.accordionHeading}>
              <button
                type="button"
                id={buttonId}
                className={styles.accordionButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{t(item.title)}</span>
                <svg
                  className={styles.chevron}
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.accordionPanel}
              hidden={!expanded}
            >
              {item.body}
            </section>
          </div>
        );
      })}
    </div>
  );
}
