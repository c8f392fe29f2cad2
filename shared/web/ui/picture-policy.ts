// Where a person's picture may come from: the one rule of shared/ (Google's avatar host over https).
export { isAllowedPictureUrl } from "@encore/shared";
