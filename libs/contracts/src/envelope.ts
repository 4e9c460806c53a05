/** The response envelope of the specs. Every /api route answers in this shape. */
export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

export interface FieldError {
  path: string;
  msg: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  error?: string;
  details?: FieldError[] | Record<string, unknown>;
  /** Same list as `details` on validation failures (the mentor form reads `errors`). */
  errors?: FieldError[];
  /** A sign-in refused until the address is verified (403). */
  requiresVerification?: boolean;
  /** A sign-in that needs the mailed code as `code` (under attack, from a new place). */
  codeRequired?: boolean;
  /** What a refused bulk action found, e.g. each team a phase action could not take (409, 404). */
  data?: unknown;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
