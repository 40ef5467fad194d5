import { fieldProblems } from './field-problems';

describe('fieldProblems', () => {
  it("puts each of the API's problems beside its field, and the rest on the form", () => {
    expect(
      fieldProblems('contact.phone: Phone is wrong; paragraphs.1: A paragraph cannot be empty; Nope', [
        'contact.phone',
        'paragraphs',
      ]),
    ).toEqual({
      'contact.phone': 'Phone is wrong',
      paragraphs: 'A paragraph cannot be empty',
      form: 'Nope',
    });
  });
});
