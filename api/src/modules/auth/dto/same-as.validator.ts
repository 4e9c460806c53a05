import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value equals another property of the same object (password confirmation). */
export function SameAs(property: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          return value === (args.object as Record<string, unknown>)[property];
        },
      },
    });
  };
}
