// The join feature's public entry: the start page, the join link, the name step, and what the
// party's lifecycle needs to say why a join failed.
export { checkCode } from "./check-code";
export { joinNoticeAtom } from "./join-atoms";
export { JoinLinkRoute } from "./join-link-route";
export { joinRefusalHint, SINGER_NAME_MAX, unknownCodeMessage } from "./join-rules";
export { NameStep } from "./name-step";
export { StartPage } from "./start-page";
export { useSingerNameInput } from "./use-singer-name-input";
