/**
 * The people the sandbox's population register (NVİ/KPS) and e-Devlet know. The API's demo seed
 * creates registries for those with `knownToMunicipality`; the others let a tester try someone the
 * municipality has never met. All invented; the identity numbers pass the TCKN checksum.
 */
export interface SandboxPerson {
  tckn: string;
  ad: string;
  soyad: string;
  birthDate: string;
  birthPlace: string;
  fatherName: string;
  motherName: string;
  gender: 'E' | 'K';
  knownToMunicipality: boolean;
}

export const sandboxPeople: SandboxPerson[] = [
  {
    tckn: '10000000146',
    ad: 'Ayşe',
    soyad: 'Yılmaz',
    birthDate: '1984-03-12',
    birthPlace: 'Yeşilvadi',
    fatherName: 'Hasan',
    motherName: 'Fatma',
    gender: 'K',
    knownToMunicipality: true,
  },
  {
    tckn: '17291716060',
    ad: 'Mehmet',
    soyad: 'Öztürk',
    birthDate: '1979-11-02',
    birthPlace: 'Örnekşehir',
    fatherName: 'İsmail',
    motherName: 'Hatice',
    gender: 'E',
    knownToMunicipality: true,
  },
  {
    tckn: '23456789060',
    ad: 'Zeynep',
    soyad: 'Kaya',
    birthDate: '1992-06-25',
    birthPlace: 'Yeşilvadi',
    fatherName: 'Ali',
    motherName: 'Emine',
    gender: 'K',
    knownToMunicipality: true,
  },
  {
    tckn: '34567890170',
    ad: 'Çağrı',
    soyad: 'Işıklı',
    birthDate: '1990-01-30',
    birthPlace: 'Göktepe',
    fatherName: 'Şükrü',
    motherName: 'Gül',
    gender: 'E',
    knownToMunicipality: false,
  },
  {
    tckn: '45678901280',
    ad: 'Elif',
    soyad: 'Doğan',
    birthDate: '2001-09-14',
    birthPlace: 'Örnekşehir',
    fatherName: 'Murat',
    motherName: 'Sevgi',
    gender: 'K',
    knownToMunicipality: false,
  },
];

/** How many people a tester may add while the process runs (they live in memory only). */
const maxAddedPeople = 500;

/**
 * Adds a test citizen the population register and e-Devlet then know, unknown to the municipality,
 * so a tester (or an end-to-end test) can apply for membership with a fresh identity. Answers the
 * person, or why not: an identity number already known, or too many added.
 */
export function addSandboxPerson(
  person: Omit<SandboxPerson, 'knownToMunicipality'>,
): SandboxPerson | 'exists' | 'full' {
  if (findPerson(person.tckn)) return 'exists';
  if (sandboxPeople.filter((known) => !known.knownToMunicipality).length >= maxAddedPeople) return 'full';
  const added = { ...person, knownToMunicipality: false };
  sandboxPeople.push(added);
  return added;
}

export function findPerson(tckn: string): SandboxPerson | undefined {
  return sandboxPeople.find((person) => person.tckn === tckn);
}
