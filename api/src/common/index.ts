export { ok } from './envelope';
export { AllExceptionsFilter } from './all-exceptions.filter';
export { toErrorResponse, bodyParserError } from './error-response';
export { createValidationPipe, flattenValidationErrors, validationException } from './validation';
export { ApiResult } from './api-result';
export * from './paging';
