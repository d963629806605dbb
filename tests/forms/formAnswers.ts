/** Answers that pass the bundled forms, by the names they are posted under. */
export const contactAnswers = {
  firstName: 'Ann',
  lastName: 'Example',
  email: 'ann@example.net',
  phone: '(612) 555-0199',
  message: 'Hello!\nIs Biscuit still looking for a home?\nWe have a fenced yard.',
};

export const fosterAnswers = {
  firstName: 'Bo',
  lastName: 'Tester',
  email: 'bo@example.net',
  phone: '651-555-0100',
  'address-line1': '12 Lake Street',
  'address-line2': 'N/A',
  'address-city': 'Saint Paul',
  'address-state': 'MN',
  'address-zip': '55101',
};

/** An adoption application of a renter with a fenced yard and no other pets, for Biscuit. */
export const adoptionAnswers = {
  firstName: 'Cy',
  lastName: 'Renter',
  email: 'cy@example.net',
  phone: '612-555-0142',
  'address-line1': '40 Oak Avenue',
  'address-city': 'Minneapolis',
  'address-state': 'MN',
  'address-zip': '55401',
  age: '34',
  dogs: ['Biscuit (CORGI-2026-02)'],
  adults: '2',
  children: 'none',
  otherPets: 'no',
  home: 'Rent',
  landlordAllowsDogs: 'yes',
  landlordName: 'Lake Homes LLC',
  landlordPhone: '612-555-0177',
  fencedYard: 'yes',
  fenceHeight: '6',
  reference1Name: 'Dee Friend',
  reference1Phone: '612-555-0101',
  reference2Name: 'Eve Neighbour',
  reference2Phone: '612-555-0102',
  vetName: 'Lakeside Animal Clinic',
};

export const volunteerAnswers = {
  firstName: 'Flo',
  lastName: 'Helper',
  email: 'flo@example.net',
  phone: '612-555-0150',
  help: ['Transport', 'Something else'],
  otherHelp: 'Sewing dog beds',
};

/** Answers as a form posts them: a name once per value. */
export function postOf(answers: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(answers)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  return body;
}
