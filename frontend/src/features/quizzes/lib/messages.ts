/**
 * What the saved-quizzes screen tells the user (spec §6 and §8). A plan's refusals of edit and delete are
 * the server's sentences (user_info.plan_limits.refusals); the PDF one is the screen's, as the PDF is drawn here.
 */
export const MESSAGES = {
  loadFailed: 'Failed to load quiz',
  editLoadFailed: 'Failed to load quiz for editing',
  shareFailed: 'Failed to share quiz',
  pdfFailed: 'Failed to prepare PDF data',
  deleteFailed: 'Failed to delete quiz',
  updateFailed: 'Failed to update quiz',
  exportFailed: 'Failed to export quiz',
  listFailed: 'Failed to load your saved quizzes.',
  deleteConfirm: 'Are you sure you want to delete this quiz?',
  pdfPremium: 'PDF export is a premium feature. Upgrade to Premium to export quizzes as PDF.',
  saveLimit: 'Free users can only save one quiz. Please upgrade to premium.',
  saveFailed: 'Failed to save quiz. Please try again.',
  updated: 'Quiz updated successfully.',
  deleted: 'Quiz deleted.',
} as const;
