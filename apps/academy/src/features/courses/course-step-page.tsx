// /admission-form-step-2 (spec §2): once the admission form is in, the student picks the course to pay
// for. Buy Now stores the hand-off and opens the shop's checkout, which takes the course branch.

import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useAppNavigate } from "@henna/storefront/navigation/use-app-navigate.ts";
import { useCallback } from "react";
import { CourseListing } from "./course-listing";
import styles from "./courses.module.css";

export const STEP_TWO_TITLE = msg("Select from our courses");

export default function CourseStepPage() {
  const navigate = useAppNavigate();
  const toCheckout = useCallback(() => navigate("/checkout"), [navigate]);
  return (
    <CourseListing
      title={t(STEP_TWO_TITLE)}
      intro={
        <p className={`muted ${styles.intro}`}>
          {t("Choose the course you are joining and pay its fee online.")}
        </p>
      }
      onBuyNow={toCheckout}
    />
  );
}
