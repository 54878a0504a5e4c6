export { AttentionList, AttentionSkeleton, type AttentionItem, type AttentionListProps } from './attention-list';
export { ATTENTION_BODY_HEIGHT, ATTENTION_ROWS } from './attention-list.styles';
