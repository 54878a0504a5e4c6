export { AttentionList, AttentionSkeleton, type AttentionItem, type AttentionListProps, type AttentionSource } from './attention-list';
export { ATTENTION_BODY_HEIGHT, ATTENTION_ROWS } from './attention-list.styles';
