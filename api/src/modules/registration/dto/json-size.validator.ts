import { registerDecorator, type ValidationOptions } from 'class-validator';

/** A free-form object whose JSON form is at most `maxBytes` long (keeps jsonb columns small). */
export function MaxJsonSize(maxBytes: number, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'maxJsonSize',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [maxBytes],
      options,
      validator: {
        validate(value: unknown) {
          if (value === undefined || value === null) return true;
          try {
            return Buffer.byteLength(JSON.stringify(value), 'utf8') <= maxBytes;
          } catch {
            return false;
          }
        },
      },
    });
  };
}
