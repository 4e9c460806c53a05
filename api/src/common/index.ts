export { ok } from './envelope';
export { AllExceptionsFilter } from './all-exceptions.filter';
export { toErrorResponse, bodyParserError } from './error-response';
export { createValidationPipe, flattenValidationErrors, validationException } from './validation';
export { ApiEndpoint, ENDPOINT_METADATA } from './api-endpoint';
export * from './paging';
