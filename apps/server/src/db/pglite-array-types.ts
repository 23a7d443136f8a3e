import type { PGlite, types as pgliteTypes } from '@electric-sql/pglite';

/**
 * PostgreSQL's own array types, as (element type, array type) oids: what PGlite's start asks the
 * catalogue for (`_initArrayTypes`) so that an array column comes back as a JavaScript array. Oids
 * below 10000 are assigned by hand in PostgreSQL's catalogue sources and never change (a later
 * PostgreSQL only adds types). `pglite-array-types.test.ts` checks this list against the catalogue
 * of a migrated database, so a PGlite upgrade that adds types fails there, not in a request.
 */
// biome-ignore format: a table, several pairs a line
export const BUILT_IN_ARRAY_TYPES: ReadonlyArray<readonly [element: number, array: number]> = [
  [16, 1000], [17, 1001], [18, 1002], [19, 1003], [20, 1016], [21, 1005], [22, 1006], [23, 1007], [24, 1008],
  [25, 1009], [26, 1028], [27, 1010], [28, 1011], [29, 1012], [30, 1013], [71, 210], [75, 270], [81, 272],
  [83, 273], [114, 199], [142, 143], [600, 1017], [601, 1018], [602, 1019], [603, 1020], [604, 1027],
  [628, 629], [650, 651], [700, 1021], [701, 1022], [718, 719], [774, 775], [790, 791], [829, 1040],
  [869, 1041], [1033, 1034], [1042, 1014], [1043, 1015], [1082, 1182], [1083, 1183], [1114, 1115],
  [1184, 1185], [1186, 1187], [1248, 10052], [1266, 1270], [1560, 1561], [1562, 1563], [1700, 1231],
  [1790, 2201], [2202, 2207], [2203, 2208], [2204, 2209], [2205, 2210], [2206, 2211], [2275, 1263],
  [2842, 10057], [2843, 10058], [2950, 2951], [2970, 2949], [3220, 3221], [3614, 3643], [3615, 3645],
  [3642, 3644], [3734, 3735], [3769, 3770], [3802, 3807], [3904, 3905], [3906, 3907], [3908, 3909],
  [3910, 3911], [3912, 3913], [3926, 3927], [4066, 10093], [4072, 4073], [4089, 4090], [4096, 4097],
  [4191, 4192], [4451, 6150], [4532, 6151], [4533, 6152], [4534, 6153], [4535, 6155], [4536, 6157],
  [5038, 5039], [5069, 271], [6101, 10112],
];

/**
 * PGlite whose start registers the array types above instead of querying the catalogue for them
 * (issue 36, decision 047). That query was the first statement of every start: 70-80 ms of CPU on
 * the 2-core machine, about half of it the catalogue loading that any first statement pays (the
 * migration check pays it now) and the rest the query itself. The catalogue's answer holds more
 * than the list: types made when a database is created or migrated (oids from 10000: the row types
 * of tables and system views, information_schema's domains), whose arrays no statement here reads;
 * they are not registered, and `refreshArrayTypes()` still asks the
 * catalogue for everything.
 */
export function withBuiltInArrayTypes(PGliteClass: typeof PGlite, types: typeof pgliteTypes): typeof PGlite {
  return class PGliteWithBuiltInArrayTypes extends PGliteClass {
    override async _initArrayTypes(options: { force?: boolean } = {}): Promise<void> {
      if (options.force) return super._initArrayTypes(options);
      // The same serializers and parsers PGlite makes from the catalogue's rows.
      for (const [element, array] of BUILT_IN_ARRAY_TYPES) {
        this.serializers[array] = (value) => types.arraySerializer(value, this.serializers[element], array);
        this.parsers[array] = (value) => types.arrayParser(value, this.parsers[element] as pgliteTypes.Parser, array);
      }
    }
  };
}
