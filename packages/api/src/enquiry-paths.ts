import type { paths } from "./generated/store";

/**
 * The operations served by the enquiry host (the contract gives them a path-level `servers` entry).
 * A contract test keeps this list equal to the contract's.
 */
export const ENQUIRY_PATHS = ["/inquiry", "/class-level/all"] as const satisfies readonly (keyof paths)[];

export type EnquiryPath = (typeof ENQUIRY_PATHS)[number];

export type EnquiryPaths = Pick<paths, EnquiryPath>;
