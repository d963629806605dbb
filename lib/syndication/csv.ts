/** One CSV line: every field in double quotes (a quote inside doubled), as all three services take it. */
export function csvLine(fields: string[]): string {
  return `${fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',')}\n`;
}

/** The rows of a CSV file as the services' files are written (quoted or not, no line breaks in a field). */
export function csvRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields: string[] = [];
      for (const match of line.matchAll(/\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g)) {
        if (match.index === line.length && fields.length > 0 && !line.endsWith(',')) break;
        fields.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!.trim());
      }
      return fields;
    });
}
