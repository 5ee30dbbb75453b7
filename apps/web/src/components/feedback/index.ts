export { FeedbackProvider, useBusy, useConfirm, useErrorDialog } from './feedback-provider';
export { toastSettings, useToast, type ToastVariant } from './toast-provider';
