// The shop's logo (profilePic) or name (orignal_logoname) with its tagline (tag_line), from the store
// profile. The box has its final size from the first paint, so nothing moves when the profile arrives.
import { imageUrl } from "../config/runtime-config";
import { AppLink } from "../navigation/app-link";
import { storeProfile } from "../state/resources";
import { useResource } from "../state/use-resource";
import styles from "./brand.module.css";

export interface BrandProps {
  fallbackName: string;
  /** Footer: a larger logo and the tagline always shown. */
  variant?: "header" | "footer";
  /** Link target; the header's logo goes home. */
  to?: string;
  onNavigate?: () => void;
}

export function Brand({ fallbackName, variant = "header", to = "/", onNavigate }: BrandProps) {
  const { data: profile, isLoading } = useResource(storeProfile, undefined);
  const name = profile?.orignal_logoname?.trim() || fallbackName;
  const logo = imageUrl(profile?.profilePic);
  const tagline = profile?.tag_line?.trim() ?? "";
  return (
    <AppLink to={to} className={`${styles.brand} ${styles[variant]}`} onClick={onNavigate}>
      {isLoading ? (
        <span className={`skeleton ${styles.logoBox}`} aria-hidden="true" />
      ) : logo ? (
        <span className={styles.logoBox}>
          <img className={styles.logo} src={logo} alt={name} width={190} height={48} decoding="async" />
        </span>
      ) : (
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          {tagline && <span className={styles.tagline}>{tagline}</span>}
        </span>
      )}
      {isLoading && <span className="visually-hidden">{fallbackName}</span>}
      {logo && tagline && <span className={styles.logoTagline}>{tagline}</span>}
    </AppLink>
  );
}
