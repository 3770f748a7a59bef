// One home-page list (slides, offers, New Arrivals groups or categories): the items in the shop's
// order, moved by drag and drop or Up/Down and saved at once, each with its status, Edit and Delete;
// Add or Edit opens the list's form beside it (below it on a phone) with the shop's preview.
import { imageUrl } from "@henna/storefront/config/runtime-config.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { RowButton } from "../../ui/form/row-buttons";
import { useSave } from "../../ui/form/use-save";
import listWithEditor from "../../ui/list-with-editor.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import styles from "./marketing.module.css";
import { itemName, itemPicture, type MarketingItem, type SectionKey, sectionCalls } from "./marketing-api";
import { ReorderList } from "./reorder-list";

export interface SectionCopy {
  /** "Slides": the list's heading. */
  title: string;
  /** "slide": in "Add slide", "Delete this slide?". */
  noun: string;
  intro: string;
  empty: string;
  /** What deleting does beyond the obvious. */
  deleteNote: string;
}

export interface SectionForm<Item> {
  item: Item | null;
  onSaved: (item: Item) => void;
  onCancel: () => void;
}

export function SectionPanel<Item extends MarketingItem>({
  section,
  copy,
  details,
  renderForm,
}: {
  section: SectionKey;
  copy: SectionCopy;
  /** A row's second line (prices, link, product count). */
  details: (item: Item) => ReactNode;
  renderForm: (props: SectionForm<Item>) => ReactNode;
}) {
  const client = useAdminClient();
  const calls = sectionCalls(client, section);
  const { state, reload, setData } = useApi(() => calls.list(), [client, section]);
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { busy, save } = useSave();
  const editor = useRef<HTMLDivElement>(null);
  const items = (state.data?.data ?? []) as Item[];

  useEffect(() => {
    if (editing !== null) editor.current?.focus();
  }, [editing]);

  const move = async (ids: number[]) => {
    const before = state.data;
    // Shown at once; put back if the server refuses.
    const byId = new Map(items.map((item) => [item.id, item]));
    setData({ data: ids.flatMap((id) => byId.get(id) ?? []) });
    const result = await save(() => calls.reorder(ids), { show: "toast" });
    if (result.error) {
      if (before) setData(before);
      return;
    }
    setData({ data: result.data.data });
  };

  const remove = async () => {
    if (!deleting) return;
    const result = await save(() => calls.remove(deleting.id), { show: "toast" });
    const name = itemName(deleting);
    setDeleting(null);
    if (result.error) return;
    toast.success(`${name} is deleted`);
    if (editing !== null && editing !== "new" && editing.id === deleting.id) setEditing(null);
    reload();
  };

  const saved = (item: Item) => {
    toast.success(`${itemName(item)} is saved: the shop shows the change on its next page load`);
    setEditing(null);
    reload();
  };

  return (
    <div className={`${listWithEditor.layout} ${styles.layout}`} data-editing={editing !== null || undefined}>
      <section className="admin-panel" aria-labelledby={`${section}-title`}>
        <div className={styles.head}>
          <h2 id={`${section}-title`}>{copy.title}</h2>
          <button type="button" className="btn btn-small" onClick={() => setEditing("new")}>
            New {copy.noun}
          </button>
        </div>
        <p className="muted">{copy.intro}</p>
        {state.status === "error" && !state.data ? (
          <ErrorState failure={state.error} onRetry={reload} />
        ) : !state.data ? (
          <Skeleton lines={3} label={`Loading the ${copy.title.toLowerCase()}`} />
        ) : items.length === 0 ? (
          <EmptyState title={copy.empty}>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing("new")}>
              Add the first {copy.noun}
            </button>
          </EmptyState>
        ) : (
          <ReorderList
            items={items}
            idOf={(item) => item.id}
            nameOf={itemName}
            label={copy.title}
            busy={busy}
            onMove={(ids) => void move(ids)}
            renderItem={(item) => {
              const picture = itemPicture(item);
              return (
                <div className={styles.item}>
                  {picture ? (
                    <img className={styles.thumb} src={imageUrl(picture)} alt="" width={48} height={48} />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <div className={styles.itemText}>
                    <span className={styles.itemName}>{itemName(item)}</span>
                    <span className="muted">{details(item)}</span>
                  </div>
                  <span className="pill" data-tone={item.status === "Active" ? "good" : undefined}>
                    {item.status}
                  </span>
                  <div className={styles.itemActions}>
                    <RowButton tone="secondary" row={itemName(item)} onClick={() => setEditing(item)}>
                      Edit
                    </RowButton>
                    <RowButton tone="ghost" row={itemName(item)} onClick={() => setDeleting(item)}>
                      Delete
                    </RowButton>
                  </div>
                </div>
              );
            }}
          />
        )}
      </section>
      {editing !== null && (
        <section
          className="admin-panel"
          aria-labelledby={`${section}-editor-title`}
          ref={editor}
          tabIndex={-1}
        >
          <h2 id={`${section}-editor-title`}>
            {editing === "new" ? `New ${copy.noun}` : `Edit ${itemName(editing)}`}
          </h2>
          {/* A new key per item, so the form starts from that item's values. */}
          <Fragment key={editing === "new" ? "new" : editing.id}>
            {renderForm({
              item: editing === "new" ? null : editing,
              onSaved: saved,
              onCancel: () => setEditing(null),
            })}
          </Fragment>
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${copy.noun}?`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting ? itemName(deleting) : ""} leaves the shop and this list. {copy.deleteNote}
        </p>
      </ConfirmDialog>
    </div>
  );
}
