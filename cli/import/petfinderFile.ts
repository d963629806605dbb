import type { Dog, ListingBreeds } from '#lib/content/types.generated.ts';
import { decodeEntities } from '#lib/listings/normalize.ts';
import { csvRecords } from '../syndication/csv.ts';
import { listingServices } from '../syndication/services.ts';
import {
  dogIdOf,
  markdownOf,
  noDescription,
  rescueBreed,
  type ImportedDog,
} from './importedDog.ts';

type Answer = 'Yes' | 'No' | 'Unknown';

/** What a Petfinder import file holds: its dogs, the rows it could not read, the rows of other animals. */
export interface PetfinderFile {
  dogs: ImportedDog[];
  /** `line 4, Sex: "Q" is not M or F`. */
  problems: string[];
  skipped: string[];
}

const columns = listingServices.petfinder.columns;
const sexes: Record<string, Dog['dogGender']> = { M: 'Male', F: 'Female' };
const sizes: Record<string, Dog['dogSize']> = {
  S: 'Small',
  M: 'Medium',
  L: 'Large',
  XL: 'Extra Large',
};
const ages = ['Baby', 'Young', 'Adult', 'Senior'];
const statuses: Record<string, Dog['dogAdoptionStatus'] | undefined> = {
  '': 'Available',
  A: 'Available',
  H: 'Unavailable',
  P: 'Adoption pending',
  X: 'Adopted',
  // F, a found animal, is no dog of the rescue's.
};
const coatLengths = ['Short', 'Medium', 'Long'];
const photoColumns = ['photo1', 'photo2', 'photo3', 'photo4', 'photo5', 'photo6'];

/**
 * Petfinder's Import Standard Template (docs: ../shared/spec/listing-services.md), as `rescue
 * syndicate` and shelter systems write it: 39 columns, with or without the header row.
 */
export function readPetfinderFile(text: string, map: ListingBreeds | undefined): PetfinderFile {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = records[0]?.fields[0]?.toLowerCase() === 'id';
  // A header names the columns, so a system that orders them otherwise is read right too.
  const order = (header ? records[0]!.fields : columns).map((name) => name.toLowerCase());
  const index = new Map(columns.map((name) => [name, order.indexOf(name.toLowerCase())]));
  const file: PetfinderFile = { dogs: [], problems: [], skipped: [] };
  for (const { line, fields } of records.slice(header ? 1 : 0)) {
    if (!header && fields.length !== columns.length) {
      file.problems.push(`line ${line}: has ${fields.length} fields, not the template's 39`);
      continue;
    }
    const cell = (name: string) => fields[index.get(name)!]?.trim() ?? '';
    const problems: string[] = [];
    const wrong = (field: string, rule: string) =>
      problems.push(`line ${line}, ${field}: "${cell(field)}" ${rule}`);
    const name = decodeEntities(cell('AnimalName'));
    if (!/^dog$/i.test(cell('Type') || 'Dog')) {
      file.skipped.push(`line ${line}: ${name || cell('ID')} is a ${cell('Type')}, not a dog`);
      continue;
    }
    const dogID = dogIdOf(cell('ID'));
    if (!dogID) wrong('ID', 'is no ID: the rescue’s own, letters, digits and dashes');
    if (!name) wrong('AnimalName', 'is empty: every dog needs a name');
    const gender = sexes[cell('Sex').toUpperCase()];
    if (!gender) wrong('Sex', 'is not M or F');
    const size = sizes[cell('Size').toUpperCase()];
    if (cell('Size') && !size) wrong('Size', 'is not S, M, L or XL');
    const age = ages.find((known) => known.toLowerCase() === cell('Age').toLowerCase());
    if (!age) wrong('Age', 'is not Baby, Young, Adult or Senior');
    const status = statuses[cell('Status').toUpperCase()];
    if (!status) wrong('Status', 'is not A, H, P or X');
    const born = cell('birth_date');
    if (born && !/^\d{4}-\d{2}(-\d{2})?$/.test(born)) wrong('birth_date', 'is not YYYY-MM-DD');
    const fee = cell('adoption_fee');
    if (fee && !/^\d+(\.\d+)?$/.test(fee)) wrong('adoption_fee', 'is not a number of dollars');
    const answers = (column: string, inverse: boolean): Answer | undefined => {
      const value = cell(column);
      if (value === '') return 'Unknown';
      if (value === '1') return inverse ? 'No' : 'Yes';
      if (value === '0') return inverse ? 'Yes' : 'No';
      wrong(column, 'is not 1, 0 or empty');
      return undefined;
    };
    const yesNo = (column: string) => answers(column, false);
    const notGoodWith = (column: string) => answers(column, true);
    const values: ImportedDog['values'] = {
      dogAdoptionStatus: status,
      dogName: name,
      dogID,
      dogAge: age,
      ...(born && { dogBirthDate: born }),
      // The template writes a line break as `&#10;`.
      dogDescription: cell('Desc') ? markdownOf(decodeEntities(cell('Desc'))) : noDescription(name),
      dogGender: gender,
      dogBreed: rescueBreed(
        [cell('PrimaryBreed'), cell('SecondaryBreed')],
        cell('Mix') === '1',
        map,
      ),
      dogFriendlyWithDogs: notGoodWith('NoDogs'),
      dogFriendlyWithCats: notGoodWith('NoCats'),
      dogFriendlyWithKids: notGoodWith('NoKids'),
      dogHouseTrained: yesNo('Housetrained'),
      ...(cell('special_needs_notes') && {
        dogHealth: decodeEntities(cell('special_needs_notes')),
      }),
      ...(fee && { dogAdoptionFee: cell('adoption_fee_waived') === '1' ? 0 : Number(fee) }),
      ...(coatLengths.includes(cell('coat_length')) && {
        dogCoatLength: cell('coat_length') as Dog['dogCoatLength'],
      }),
      ...(cell('primaryColor') && { dogCoatColor: decodeEntities(cell('primaryColor')) }),
      ...(size && { dogSize: size }),
      dogSpayedNeutered: yesNo('Altered'),
      dogShotsCurrent: yesNo('Shots'),
      dogSpecialNeeds: yesNo('specialNeeds'),
    };
    if (problems.length > 0) {
      file.problems.push(...problems);
      continue;
    }
    file.dogs.push({
      from: { service: 'csv', id: cell('ID') },
      // Without undefined values, as the record is written.
      values: JSON.parse(JSON.stringify(values)) as ImportedDog['values'],
      photos: photoColumns.map(cell).filter(Boolean),
      descriptionCut: false,
      notes: cell('Desc') ? [] : ['no description was given'],
    });
  }
  return file;
}
