/** Answers that pass both forms' schemas. */
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
  address: '12 Lake Street',
  address2: 'N/A',
  city: 'Saint Paul',
  state: 'MN',
  zip: '55101',
};
