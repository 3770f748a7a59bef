// The store's support e-mail from its profile (GET /register/single, which the chrome reads on every
// page, so this costs no extra request). Until it is known, or when the store has none, the reader is
// sent to the contact form instead: a policy must always say how to reach the shop.

import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { storeProfile } from "../state/resources";
import { useResource } from "../state/use-resource";

export function SupportEmail() {
  const { data: profile } = useResource(storeProfile, undefined);
  const email = profile?.email?.trim() ?? "";
  if (email === "") return <AppLink to="/contact">{t("our contact form")}</AppLink>;
  return <a href={`mailto:${email}`}>{email}</a>;
}
