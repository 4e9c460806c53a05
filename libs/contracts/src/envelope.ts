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
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
