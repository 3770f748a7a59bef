// /admin/marketing: what the shop's home page shows, in four tabs (Slider, Offers, New Arrivals,
// Categories); the tab is kept in the address (?tab=offers) so a reload or a shared link opens it.
import { formatRupees } from "@henna/domain/money";
import { Tabs } from "@henna/storefront/ui/tabs.tsx";
import type { ComponentType, ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ArrivalForm } from "./arrival-form";
import { CategoryForm } from "./category-form";
import type { MarketingItem, SectionItems, SectionKey, Slide } from "./marketing-api";
import { OfferForm } from "./offer-form";
import { type SectionCopy, type SectionForm, SectionPanel } from "./section-panel";
import { SlideForm } from "./slide-form";

const TABS: { key: SectionKey; label: string }[] = [
  { key: "sliders", label: "Slider" },
  { key: "offers", label: "Offers" },
  { key: "new-arrivals", label: "New Arrivals" },
  { key: "categories", label: "Categories" },
];

function slideDetails(slide: Slide) {
  const price = slide.price && slide.price > 0 ? formatRupees(slide.price) : "no price";
  return slide.offer_name ? `${slide.offer_name} · ${price}` : price;
}

interface SectionDef<Item extends MarketingItem> {
  copy: SectionCopy;
  details: (item: Item) => ReactNode;
  Form: ComponentType<SectionForm<Item>>;
}

const SECTIONS: { [Key in SectionKey]: SectionDef<SectionItems[Key]> } = {
  sliders: {
    copy: {
      title: "Slides",
      noun: "slide",
      intro:
        "The big pictures at the top of the home page, one after another every 5 seconds, in this order.",
      empty: "No slides yet: the home page opens on a welcome with the store's name.",
      deleteNote: "To hide it for a while, make it Inactive instead.",
    },
    details: slideDetails,
    Form: SlideForm,
  },
  offers: {
    copy: {
      title: "Offers",
      noun: "offer",
      intro: "Special Offers cards on the home page. The shop shows the last one here first.",
      empty: "No offers yet: the home page has no Special Offers row.",
      deleteNote: "To hide it for a while, make it Inactive instead.",
    },
    details: (offer) => offer.link ?? "no Claim Your Offer button",
    Form: OfferForm,
  },
  "new-arrivals": {
    copy: {
      title: "New Arrivals groups",
      noun: "group",
      intro: "Each group is a row of products under its heading in New Arrivals, in this order.",
      empty: "No groups yet: the home page has no New Arrivals.",
      deleteNote: "Its products stay in the catalogue.",
    },
    details: (group) =>
      `${group.product_ids.length} ${group.product_ids.length === 1 ? "product" : "products"}`,
    Form: ArrivalForm,
  },
  categories: {
    copy: {
      title: "Categories",
      noun: "category",
      intro: "Discover Our Categories on the home page, in this order. Each opens its products.",
      empty: "No categories yet: products still list under the category their editor names.",
      deleteNote: "A category with products cannot be deleted: make it Inactive instead.",
    },
    details: (category) =>
      `${category.category} · ${category.products} ${category.products === 1 ? "product" : "products"}`,
    Form: CategoryForm,
  },
};

function Section<Key extends SectionKey>({ tab }: { tab: Key }) {
  const { copy, details, Form } = SECTIONS[tab];
  return (
    <SectionPanel<SectionItems[Key]>
      section={tab}
      copy={copy}
      details={details}
      renderForm={(props) => <Form {...props} />}
    />
  );
}

export default function MarketingPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab = TABS.find((item) => item.key === asked)?.key ?? "sliders";

  return (
    <>
      <h1>Marketing</h1>
      <p className="muted">
        What the shop's home page shows. Every change is live on the shop's next page load.
      </p>
      <Tabs
        label="Home page sections"
        tabs={TABS}
        active={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        <Section key={tab} tab={tab} />
      </Tabs>
    </>
  );
}
