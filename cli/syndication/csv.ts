/** One CSV line: every field in double quotes (a quote inside doubled), as all three services take it. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',')}\n`;
}

/** A row of a CSV file and the line it starts on (from 1), to name it to people. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The rows of a CSV file as services and shelter systems write them: fields quoted or not (a
 * quoted one may hold commas, doubled quotes and line breaks), unquoted ones trimmed, blank
 * lines skipped.
 */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endField = () => {
    fields.push(quoted ? field : field.trim());
    field = '';
    quoted = false;
  };
  const endRow = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '' || quoted) records.push({ line: start, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' && field.trim() === '' && !quoted) {
      // A quoted field: up to the next quote that is not doubled.
      field = '';
      quoted = true;
      for (i++; i < text.length; i++) {
        if (text[i] === '"' && text[i + 1] === '"') field += text[i++];
        else if (text[i] === '"') break;
        else {
          if (text[i] === '\n') line++;
          field += text[i];
        }
      }
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      start = ++line;
    } else if (!quoted) field += char;
  }
  if (field !== '' || fields.length > 0 || quoted) endRow();
  return records;
}

/** The rows of a CSV file, as csvRecords reads them. */
export function csvRows(text: string): string[][] {
  return csvRecords(text).map(({ fields }) => fields);
}
