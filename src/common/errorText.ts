/** The server's message of a failed call (react-admin HttpError / Error), for "<failed message> <server text>" toasts. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : '');
