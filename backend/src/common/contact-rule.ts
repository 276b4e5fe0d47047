import { coded, fieldsCarryingContactDetails } from '@tutorhub/contracts';
import {
  getMetadataStorage,
  registerDecorator,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { says } from './errors';

/**
 * The contact rule on a request body: each field marked `@NoContactDetails()` is checked alone
 * and, with the other marked fields of the same body, in their declared order, so a number split
 * over several fields is refused at the field that completes it.
 */
@ValidatorConstraint({ name: 'noContactDetails' })
class ContactRuleConstraint implements ValidatorConstraintInterface {
  /** Each body's refused fields, worked out once for all its marked fields. */
  private readonly refused = new WeakMap<object, string[]>();

  validate(value: unknown, { object, property }: ValidationArguments): boolean {
    if (typeof value !== 'string') {
      return true;
    }
    let refused = this.refused.get(object);
    if (!refused) {
      const body = object as Record<string, unknown>;
      const fields = markedFields(object).flatMap((name) => {
        const text = body[name];
        return typeof text === 'string' ? [[name, text] as const] : [];
      });
      refused = fieldsCarryingContactDetails(fields);
      this.refused.set(object, refused);
    }
    return !refused.includes(property);
  }
}

/**
 * The marked fields of a body's class, in declared order. Read from class-validator's metadata,
 * which PickType and PartialType copy, so an edit DTO built from a registration DTO keeps them.
 */
function markedFields(object: object): string[] {
  const names = getMetadataStorage()
    .getTargetValidationMetadatas(object.constructor, '', true, false)
    .filter((metadata) => metadata.constraintCls === ContactRuleConstraint)
    .map((metadata) => metadata.propertyName);
  return [...new Set(names)];
}

/** Free text the other party or the public reads: no phone number, email or messenger handle. */
export function NoContactDetails(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      target: target.constructor,
      propertyName: propertyName as string,
      options: says(coded('contactRule.contactDetails')),
      validator: ContactRuleConstraint,
    });
}
