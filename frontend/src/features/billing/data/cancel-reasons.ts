export const CANCEL_REASONS = [
  { value: 'too_expensive', label: 'It is too expensive' },
  { value: 'not_using', label: 'I am not using it enough' },
  { value: 'missing_features', label: 'It is missing features I need' },
  { value: 'technical_issues', label: 'I ran into technical issues' },
  { value: 'found_alternative', label: 'I found an alternative' },
  { value: 'temporary', label: 'I only needed it for a while' },
  { value: 'other', label: 'Other' },
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number]['value'];
