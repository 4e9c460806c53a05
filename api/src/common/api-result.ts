import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { Endpoint } from '@hackathon/contracts';

/**
 * Documents a route's success answer by the name of its contract type (`Envelope<Team[]>` in
 * /api/docs), taken from the endpoint contract so the docs cannot drift from libs/contracts.
 */
export function ApiResult(endpoint: Pick<Endpoint<unknown, unknown, never>, 'responseType'>, status = 200, description?: string): MethodDecorator {
  const name = endpoint.responseType;
  return applyDecorators(
    ApiResponse({
      status,
      description: description ?? `\`data: ${name}\``,
      schema: {
        title: `Envelope<${name}>`,
        type: 'object',
        required: ['success', 'message', 'data'],
        properties: {
          success: { type: 'boolean', example: true },
          message: { type: 'string' },
          data: { description: `${name} (libs/contracts)`, 'x-contract-type': name } as Record<string, unknown>,
        },
      },
    }),
  );
}
