import { describe, expect, it } from 'vitest';
import { personNameSkeleton } from '../../src/server/modules/people';
import { newPersonSchema } from '../../src/shared/schemas/people';

describe('personNameSkeleton', () => {
  const marina = personNameSkeleton('Marina', 'McKenzie');

  it.each([
    ['Cyrillic а', 'M\u0430rina', 'McKenzie'],
    ['Cyrillic capital М', '\u041Carina', 'McKenzie'],
    ['Greek ο and Cyrillic с in a lower-case name', 'marina', 'm\u0441kenzie'],
    ['case, accents and spacing', 'MARÍNA ', ' mckenzie'],
    ['fullwidth letters', '\uFF2Darina', 'McKenzie'],
    ['capitals with a Cyrillic А', 'M\u0410RINA', 'MCKENZIE'],
  ])('gives %s the skeleton of the original', (_case, firstName, lastName) => {
    expect(personNameSkeleton(firstName, lastName)).toBe(marina);
  });

  it('tells different names apart', () => {
    expect(personNameSkeleton('Marina', 'McKenna')).not.toBe(marina);
    expect(personNameSkeleton('Martina', 'McKenzie')).not.toBe(marina);
  });

  it('reads the digit 0 like o and 1 like l, and keeps "Ian" apart from "Lan"', () => {
    expect(personNameSkeleton('J0hn', 'Do1e')).toBe(personNameSkeleton('John', 'Dole'));
    expect(personNameSkeleton('Ian', 'Smith')).not.toBe(personNameSkeleton('Lan', 'Smith'));
  });
});

describe('the name and profession fields', () => {
  const valid = { firstName: 'Marina', lastName: 'McKenzie', profession: 'Singer', categoryId: 1 };

  it('normalises to NFKC', () => {
    const parsed = newPersonSchema.parse({
      ...valid,
      firstName: '\uFF2Darina',
      profession: '\uFB01lm maker',
    });
    expect(parsed).toMatchObject({ firstName: 'Marina', profession: 'film maker' });
  });

  it('takes tabs and line breaks as the spaces they stand for', () => {
    const parsed = newPersonSchema.parse({
      ...valid,
      firstName: 'Anna\tMarie',
      profession: 'Singer\r\n',
    });
    expect(parsed).toMatchObject({ firstName: 'Anna Marie', profession: 'Singer' });
  });

  it.each([
    ['firstName', 'Mar\u200Bina', 'First name'],
    ['firstName', 'Mar\u200Dina', 'First name'],
    ['lastName', 'Mc\u2060Kenzie', 'Last name'],
    ['lastName', 'Mc\u180EKenzie', 'Last name'],
    ['lastName', 'McKen\uFEFFzie', 'Last name'],
    ['profession', 'Singer\u202E', 'Profession'],
    ['profession', '\u2067Singer\u2069', 'Profession'],
    ['profession', 'Sing\u200Fer', 'Profession'],
    ['firstName', '\u061CMarina', 'First name'],
    ['firstName', 'Mar\u0000ina', 'First name'],
    ['lastName', 'Mc\u0007Kenzie', 'Last name'],
    ['profession', 'Singer\u009B', 'Profession'],
  ])('refuses a hidden character in %s (%j)', (field, value, label) => {
    const result = newPersonSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [field],
        message: `${label} cannot contain invisible or text-direction characters`,
      }),
    ]);
  });
});
