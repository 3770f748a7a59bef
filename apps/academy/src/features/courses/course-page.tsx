// /course (spec §2): Our Courses. Buy Now marks the course, stores the hand-off and opens the admission
// form, which sends the student on to pay for this course once the form is in.
import { COURSE_HANDOFF_STATE } from "@henna/storefront/admission/navigation-clearing.ts";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { CourseListing } from "./course-listing";
import styles from "./courses.module.css";

export const COURSES_TITLE = msg("Our Courses");

export default function CoursePage() {
  const navigate = useNavigate();
  const toAdmission = useCallback(
    () => navigate("/admission-form", { state: COURSE_HANDOFF_STATE }),
    [navigate],
  );
  return (
    <CourseListing
      title={t(COURSES_TITLE)}
      intro={
        <p className={`muted ${styles.intro}`}>
          {t(
            "Learn mehendi from our artists at our centers in Malad, Goregaon and Andheri. Pick a course, fill in the admission form once, and pay the fee online.",
          )}
        </p>
      }
      onBuyNow={toAdmission}
    />
  );
}
