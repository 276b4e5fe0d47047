import { BadRequestException } from '@nestjs/common';
import { coded, fieldsCarryingContactDetails } from '@tutorhub/contracts';
import {
  getMetadataStorage,
  registerDecorator,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { errorBody, says } from './errors';

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

/**
 * The contact rule on an edit, read together with the record it changes: each field the edit
 * leaves alone taken from `stored`, the fields read in declared order and also with the kept
 * ones first, so a number typed into one field per request, in any order, is refused at the
 * request that completes it. 400 naming the edited fields that complete it. Text the record
 * held already on its own is not held against the edit.
 */
export function refuseContactDetailsWithStored(edit: object, stored: object): void {
  const sent = edit as Record<string, unknown>;
  const kept = stored as Record<string, unknown>;
  const names = markedFields(edit);
  const edited = names.filter((name) => typeof sent[name] === 'string');
  const textOf = (order: readonly string[], from: (name: string) => unknown) =>
    order.flatMap((name) => {
      const text = from(name);
      return typeof text === 'string' ? [[name, text] as const] : [];
    });
  if (edited.length === 0 || fieldsCarryingContactDetails(textOf(names, (n) => kept[n])).length) {
    return;
  }
  const current = (name: string) => (sent[name] !== undefined ? sent[name] : kept[name]);
  const keptFirst = [...names.filter((name) => !edited.includes(name)), ...edited];
  const refused = [
    ...fieldsCarryingContactDetails(textOf(names, current)),
    ...fieldsCarryingContactDetails(textOf(keptFirst, current)),
  ];
  if (refused.length > 0) {
    // A kept field that completes the number was clean before: the edit is what completed it.
    const completing = edited.filter((name) => refused.includes(name));
    const rule = coded('contactRule.contactDetails');
    const blamed = completing.length > 0 ? completing : edited;
    throw new BadRequestException(
      errorBody(400, rule, Object.fromEntries(blamed.map((name) => [name, rule]))),
    );
  }
}
