// Generated from schemas/ by `npm run gen:types`. Do not edit by hand.
/**
 * A dog posted for its owner or another rescue; shown for 30 days from its posting date.
 */
export interface CourtesyPosting {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * Where the dog is in its adoption: Available (listed, inviting applications), Adoption pending (an application accepted: still listed, marked pending), Adopted (off the lists, shown in Forever Stories; its page kept for shared links) or Unavailable (not taking applications for now).
   */
  dogAdoptionStatus: 'Available' | 'Adoption pending' | 'Adopted' | 'Unavailable';
  /**
   * The dog's name as visitors will see it.
   */
  dogName: string;
  /**
   * The rescue's own reference for the dog, such as DOG-2025-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'; leave it empty when the birth date is given, and the age is computed at every build.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards. Until there is one, the pages show a drawn picture with the dog's name.
   */
  dogPhotoLink?: Photo[];
  /**
   * About the dog (Markdown: **bold**, *italics*, lists and links).
   */
  dogDescription: string;
  /**
   * Male or female.
   */
  dogGender: 'Male' | 'Female';
  /**
   * Breed or mix, such as 'Beagle' or 'Beagle mix'.
   */
  dogBreed: string;
  /**
   * Approximate weight, such as '68 lbs'.
   */
  dogWeight?: string;
  /**
   * Whether the dog gets along with other dogs.
   */
  dogFriendlyWithDogs?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog gets along with cats.
   */
  dogFriendlyWithCats?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog gets along with children.
   */
  dogFriendlyWithKids?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog is house trained; Unknown until someone has seen it.
   */
  dogHouseTrained?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog is crate trained; Unknown until someone has seen it.
   */
  dogCrateTrained?: 'Yes' | 'No' | 'Unknown';
  /**
   * How active the dog is.
   */
  dogEnergyLevel?: 'Low' | 'Medium' | 'High';
  /**
   * How the dog came to the rescue.
   */
  dogHistory?: string;
  /**
   * Vaccinations, spay/neuter and any ongoing care.
   */
  dogHealth?: string;
  /**
   * Adoption fee in US dollars, before any sales tax; leave it empty when the site's usual fee or fee by age applies.
   */
  dogAdoptionFee?: number;
  /**
   * Words from the foster home (Markdown: **bold**, *italics*, lists and links).
   */
  dogFromTheFoster?: string;
  /**
   * Length of the dog's coat.
   */
  dogCoatLength?: 'Short' | 'Medium' | 'Long';
  /**
   * Colour of the coat, such as 'Black and tan'.
   */
  dogCoatColor?: string;
  /**
   * Who adopters should contact about this dog.
   */
  courtesyPostingContactName: string;
  /**
   * Phone number of the contact, such as 555-555-0142.
   */
  courtesyPostingContactPhone: string;
  /**
   * E-mail address of the contact.
   */
  courtesyPostingContactEmail: string;
  /**
   * Date the posting went up (YYYY-MM-DD); it is hidden 30 days later.
   */
  courtesyPostingDate: string;
}

/**
 * A dog in the rescue's care, shown on Available Dogs and its details page.
 */
export interface Dog {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * Where the dog is in its adoption: Available (listed, inviting applications), Adoption pending (an application accepted: still listed, marked pending), Adopted (off the lists, shown in Forever Stories; its page kept for shared links) or Unavailable (not taking applications for now).
   */
  dogAdoptionStatus: 'Available' | 'Adoption pending' | 'Adopted' | 'Unavailable';
  /**
   * The dog's name as visitors will see it.
   */
  dogName: string;
  /**
   * The rescue's own reference for the dog, such as DOG-2025-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'; leave it empty when the birth date is given, and the age is computed at every build.
   */
  dogAge?: string;
  /**
   * Month of birth (YYYY-MM) or the day (YYYY-MM-DD), known or estimated: the age shown and the listing services' age class are computed from it at every build, so they never go stale, and Age may be left empty.
   */
  dogBirthDate?: string;
  /**
   * Photos of the dog; the first one is used on cards. Until there is one, the pages show a drawn picture with the dog's name.
   */
  dogPhotoLink?: Photo[];
  /**
   * About the dog (Markdown: **bold**, *italics*, lists and links).
   */
  dogDescription: string;
  /**
   * Male or female.
   */
  dogGender: 'Male' | 'Female';
  /**
   * Breed or mix, such as 'Beagle' or 'Beagle mix'.
   */
  dogBreed: string;
  /**
   * Approximate weight, such as '68 lbs'.
   */
  dogWeight?: string;
  /**
   * Whether the dog gets along with other dogs.
   */
  dogFriendlyWithDogs?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog gets along with cats.
   */
  dogFriendlyWithCats?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog gets along with children.
   */
  dogFriendlyWithKids?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog is house trained; Unknown until someone has seen it.
   */
  dogHouseTrained?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog is crate trained; Unknown until someone has seen it.
   */
  dogCrateTrained?: 'Yes' | 'No' | 'Unknown';
  /**
   * How active the dog is.
   */
  dogEnergyLevel?: 'Low' | 'Medium' | 'High';
  /**
   * How the dog came to the rescue.
   */
  dogHistory?: string;
  /**
   * Vaccinations, spay/neuter and any ongoing care.
   */
  dogHealth?: string;
  /**
   * Adoption fee in US dollars, before any sales tax; leave it empty when the site's usual fee or fee by age applies.
   */
  dogAdoptionFee?: number;
  /**
   * Words from the foster home (Markdown: **bold**, *italics*, lists and links).
   */
  dogFromTheFoster?: string;
  /**
   * Length of the dog's coat.
   */
  dogCoatLength?: 'Short' | 'Medium' | 'Long';
  /**
   * Colour of the coat, such as 'Black and tan'.
   */
  dogCoatColor?: string;
  /**
   * Size when grown, as the listing services ask for it; left empty, it follows from the weight.
   */
  dogSize?: 'Small' | 'Medium' | 'Large' | 'Extra Large';
  /**
   * Whether the dog is spayed or neutered (sent to the listing services).
   */
  dogSpayedNeutered?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog is up to date on vaccinations (sent to the listing services).
   */
  dogShotsCurrent?: 'Yes' | 'No' | 'Unknown';
  /**
   * Whether the dog has special needs, such as a daily medicine or a disability (sent to the listing services).
   */
  dogSpecialNeeds?: 'Yes' | 'No' | 'Unknown';
  /**
   * Where `rescue import` found the dog (the listing service, or a shelter system's file) and a fingerprint of each field it wrote, so that importing again changes only the fields nobody has edited since. Written by rescue import; never shown on the site.
   */
  dogImportedFrom?: {
    /**
     * petfinder (the listing service's API) or csv (a Petfinder import file).
     */
    service: 'petfinder' | 'csv';
    /**
     * The animal's id on the service, or the file's ID column.
     */
    id: string;
    /**
     * The dog's page on the listing service.
     */
    url?: string;
    /**
     * A fingerprint of each field's value as the import wrote it.
     */
    fields: {
      [k: string]: string;
    };
    /**
     * A fingerprint of the photo addresses the import copied.
     */
    photos?: string;
    /**
     * The service sent only the description's first 100 characters.
     */
    descriptionCut?: boolean;
  };
}

/**
 * A fundraiser, adoption event or meet-up.
 */
export interface Event {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * Name of the event.
   */
  eventName: string;
  /**
   * The rescue's own reference for the event, such as EV-2025-05.
   */
  eventID: string;
  /**
   * When it happens, as visitors should read it, such as 'May 17, 2025, 11 AM to 3 PM'.
   */
  eventDate: string;
  /**
   * When it starts, in the rescue's time zone (site.json timeZone), as YYYY-MM-DDTHH:MM, such as '2025-05-17T11:00'.
   */
  eventStart: string;
  /**
   * When it ends, in the rescue's time zone (site.json timeZone), as YYYY-MM-DDTHH:MM, such as '2025-05-17T15:00'; after that it is no longer upcoming.
   */
  eventEnd: string;
  /**
   * Where it happens: 'Sample Lake Park pavilion'.
   */
  eventLocationName: string;
  /**
   * Street address of the place: '4800 Lake Road, Springfield, IL 62704'.
   */
  eventAddress: string;
  /**
   * One or two sentences for the event card (Markdown: **bold**, *italics*, lists and links).
   */
  eventShortDescription: string;
  /**
   * Everything about the event (Markdown: **bold**, *italics*, lists and links).
   */
  eventDescription: string;
  eventPhotoLink: Photo;
}

/**
 * A form of the site (contact, foster application, adoption application, volunteer application): its questions in order. The file name is the form's name.
 */
export interface Form {
  /**
   * The form's name, which starts the subject of the e-mail the rescue receives: Adoption application.
   */
  title: string;
  /**
   * Shown above the questions (Markdown).
   */
  intro?: string;
  /**
   * The questions, in the order they are asked and e-mailed.
   *
   * @minItems 1
   * @maxItems 200
   */
  fields: [
    {
      /**
       * What the answer is called in the post and the spreadsheet: letters and digits, starting with a small letter (landlordPhone). Keep it when the question's words change.
       */
      name: string;
      /**
       * The words shown beside the answer, and above it in the e-mail.
       */
      label: string;
      /**
       * text, longText (several lines), email, phone, date, number, choice (one of the options), choices (any of the options), yesNo, address (a postal address: street, second line, city, state, zip), heading (a section heading, no answer).
       */
      type:
        | 'text'
        | 'longText'
        | 'email'
        | 'phone'
        | 'date'
        | 'number'
        | 'choice'
        | 'choices'
        | 'yesNo'
        | 'address'
        | 'heading';
      /**
       * Whether the form cannot be sent without this answer.
       */
      required?: boolean;
      /**
       * A line under the question that says what to write.
       */
      help?: string;
      /**
       * For a choice or choices: what the visitor can pick, in order.
       *
       * @maxItems 100
       */
      options?: string[];
      /**
       * For a choice or choices: availableDogs lists the dogs available for adoption when the site is built, instead of written options.
       */
      optionsFrom?: 'availableDogs';
      /**
       * For text and longText: the most characters an answer may have (200 and 5000 unless given).
       */
      maxLength?: number;
      /**
       * For a number: the smallest answer accepted.
       */
      minimum?: number;
      /**
       * For a number: the largest answer accepted.
       */
      maximum?: number;
      /**
       * What the browser may fill in from the visitor's own details (the question asks about the visitor).
       */
      autocomplete?:
        'name' | 'given-name' | 'family-name' | 'email' | 'tel' | 'bday' | 'organization';
      /**
       * For an address: the second line (apartment, suite) must be answered too, N/A where there is none.
       */
      line2Required?: boolean;
      /**
       * Asked only when an earlier question has this answer (without JavaScript it is always shown, marked as such).
       */
      showIf?: {
        /**
         * The name of the earlier question.
         */
        field: string;
        /**
         * The answer that asks this question: an option, or yes or no.
         */
        equals: string;
      };
    },
    ...{
      /**
       * What the answer is called in the post and the spreadsheet: letters and digits, starting with a small letter (landlordPhone). Keep it when the question's words change.
       */
      name: string;
      /**
       * The words shown beside the answer, and above it in the e-mail.
       */
      label: string;
      /**
       * text, longText (several lines), email, phone, date, number, choice (one of the options), choices (any of the options), yesNo, address (a postal address: street, second line, city, state, zip), heading (a section heading, no answer).
       */
      type:
        | 'text'
        | 'longText'
        | 'email'
        | 'phone'
        | 'date'
        | 'number'
        | 'choice'
        | 'choices'
        | 'yesNo'
        | 'address'
        | 'heading';
      /**
       * Whether the form cannot be sent without this answer.
       */
      required?: boolean;
      /**
       * A line under the question that says what to write.
       */
      help?: string;
      /**
       * For a choice or choices: what the visitor can pick, in order.
       *
       * @maxItems 100
       */
      options?: string[];
      /**
       * For a choice or choices: availableDogs lists the dogs available for adoption when the site is built, instead of written options.
       */
      optionsFrom?: 'availableDogs';
      /**
       * For text and longText: the most characters an answer may have (200 and 5000 unless given).
       */
      maxLength?: number;
      /**
       * For a number: the smallest answer accepted.
       */
      minimum?: number;
      /**
       * For a number: the largest answer accepted.
       */
      maximum?: number;
      /**
       * What the browser may fill in from the visitor's own details (the question asks about the visitor).
       */
      autocomplete?:
        'name' | 'given-name' | 'family-name' | 'email' | 'tel' | 'bday' | 'organization';
      /**
       * For an address: the second line (apartment, suite) must be answered too, N/A where there is none.
       */
      line2Required?: boolean;
      /**
       * Asked only when an earlier question has this answer (without JavaScript it is always shown, marked as such).
       */
      showIf?: {
        /**
         * The name of the earlier question.
         */
        field: string;
        /**
         * The answer that asks this question: an option, or yes or no.
         */
        equals: string;
      };
    }[],
  ];
}

/**
 * A dog waiting for a foster home, shown on Animals Needing Fosters.
 */
export interface FosterAnimal {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * The dog's name as visitors will see it.
   */
  dogName: string;
  /**
   * The rescue's own reference for the dog, such as DOG-2025-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'; leave it empty when the birth date is given, and the age is computed at every build.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards. Until there is one, the pages show a drawn picture with the dog's name.
   */
  dogPhotoLink: Photo[];
}

/**
 * The rescue's breed words in the listing services' own (rescue syndicate sends dogs to Petfinder, Adopt-a-Pet and RescueGroups.org, which accept only their own breed names).
 */
export interface ListingBreeds {
  /**
   * One entry per breed word the dogs' Breed fields use ('Pit Bull' in 'Pit Bull mix'); a word that already is Petfinder's name needs none.
   */
  breeds: {
    /**
     * The breed as the dogs' Breed fields write it, such as 'Pit Bull'.
     */
    name: string;
    /**
     * The breed exactly as Petfinder lists it, such as 'Pit Bull Terrier'.
     */
    petfinder: string;
    /**
     * Only where Adopt-a-Pet's name differs from Petfinder's.
     */
    adoptapet?: string;
    /**
     * Only where RescueGroups.org's name differs from Petfinder's.
     */
    rescuegroups?: string;
  }[];
}

/**
 * The interface words of the site (ICU MessageFormat): menus, buttons, labels, notices, page titles. {animal} and {animals} (or {Animal}, {Animals}) say the animal words of site.json; {breeds} ("Beagles and Basset Hounds"), {breedChoice} ("Beagle or Basset Hound"), {breedNames} ("Beagle and Basset Hound"), {state} ("Wisconsin"), {stateCode} ("WI"), {usualFee} and {applicationFee} (numbers: {usualFee, number, ::currency/USD}) say its facts.
 */
export interface Messages {
  /**
   * The top of every page: skip link, top bar, menu.
   */
  header: {
    /**
     * The first link of every page, for keyboard users.
     */
    skipLink: string;
    /**
     * The store link in the top bar.
     */
    storeLink: string;
    /**
     * Opens the menu on phones.
     */
    menu: string;
    /**
     * Closes the menu on phones.
     */
    closeMenu: string;
    /**
     * Name of the main navigation, read by screen readers.
     */
    mainNavigation: string;
  };
  /**
   * Names of the pages in the menu, the footer and the site map.
   */
  nav: {
    /**
     * The Adopt menu and section.
     */
    adopt: string;
    /**
     * The live listing page (/adopt).
     */
    readyForAdoption: string;
    /**
     * The rescue’s own listing page.
     */
    availableDogs: string;
    /**
     * Shown as: Adoption FAQs
     */
    adoptionFaqs: string;
    /**
     * Shown as: Adoption Application
     */
    adoptionApplication: string;
    /**
     * Shown as: Courtesy Postings
     */
    courtesyPostings: string;
    /**
     * Shown as: Get Involved
     */
    getInvolved: string;
    /**
     * Shown as: Fostering
     */
    fostering: string;
    /**
     * Shown as: Foster Application
     */
    fosterApplication: string;
    /**
     * Shown as: Animals Needing Fosters
     */
    animalsNeedingFosters: string;
    /**
     * Shown as: Volunteer
     */
    volunteer: string;
    /**
     * Shown as: Volunteer Application
     */
    volunteerApplication: string;
    /**
     * Shown as: Donate
     */
    donate: string;
    /**
     * Shown as: Amazon Smile
     */
    amazonSmile: string;
    /**
     * Shown as: WoofTrax
     */
    wooftrax: string;
    /**
     * Shown as: Sponsor a Rescue Animal
     */
    sponsor: string;
    /**
     * Shown as: Wish List
     */
    wishList: string;
    /**
     * Shown as: Events
     */
    events: string;
    /**
     * Shown as: Event Listings
     */
    eventListings: string;
    /**
     * Shown as: Rescue Tails
     */
    rescueTails: string;
    /**
     * Shown as: Forever Stories
     */
    foreverStories: string;
    /**
     * Shown as: Rainbow Bridge
     */
    rainbowBridge: string;
    /**
     * Shown as: Resources
     */
    resources: string;
    /**
     * Shown as: Surrenders and Returns
     */
    surrendersReturn: string;
    /**
     * Shown as: Newsletter
     */
    newsletter: string;
    /**
     * Shown as: About Us
     */
    aboutUs: string;
    /**
     * The About page in breadcrumb trails.
     */
    about: string;
    /**
     * Shown as: Our Team
     */
    ourTeam: string;
    /**
     * Shown as: Contact Us
     */
    contactUs: string;
    /**
     * The contact page in breadcrumb trails.
     */
    contact: string;
    /**
     * A thank-you page in breadcrumb trails.
     */
    thankYou: string;
    /**
     * Shown as: Store
     */
    store: string;
    /**
     * Shown as: Privacy Policy
     */
    privacyPolicy: string;
    /**
     * Shown as: Terms of Service
     */
    termsOfService: string;
    /**
     * Shown as: Legal Notices
     */
    legalNotices: string;
    /**
     * Shown as: Site Map
     */
    siteMap: string;
  };
  /**
   * The band under the header of every page.
   */
  banner: {
    /**
     * Name of the banner, read by screen readers.
     */
    label: string;
    /**
     * Shown as: Need to surrender or return a {animal}? We are here to help, without judgement.
     */
    text: string;
    /**
     * The banner’s button.
     */
    learnMore: string;
    /**
     * Said after the button’s words to screen readers only.
     */
    learnMoreHidden: string;
  };
  /**
   * The bottom of every page.
   */
  footer: {
    /**
     * Shown as: {name} is a {taxStatus}.
     */
    taxStatus: string;
    /**
     * Shown as: EIN: {ein}
     */
    ein: string;
    /**
     * Name of the footer’s links, read by screen readers.
     */
    navigation: string;
  };
  /**
   * Words used in many places.
   */
  common: {
    /**
     * Said to screen readers after a link that opens a new tab.
     */
    opensInNewTab: string;
    /**
     * A social network’s link, read by screen readers.
     */
    socialLink: string;
    /**
     * Name of the trail of links above a page, read by screen readers.
     */
    breadcrumb: string;
    /**
     * Said after a card’s button to screen readers only.
     */
    aboutHidden: string;
    /**
     * A card’s button.
     */
    learnMore: string;
    /**
     * Label on a card.
     */
    status: string;
    /**
     * Label on a card.
     */
    animalId: string;
    /**
     * Label on a card.
     */
    animalAge: string;
    /**
     * Label on a card.
     */
    animalName: string;
    /**
     * Label on a Rainbow Bridge card.
     */
    id: string;
    /**
     * Label on a Rainbow Bridge card.
     */
    age: string;
    /**
     * Shown as: Back to the home page
     */
    homePage: string;
  };
  /**
   * Ready For Adoption, Available Dogs, the adoption application and the details of the rescue’s own dogs.
   */
  adopt: {
    /**
     * On Ready For Adoption.
     */
    feeNote: string;
    /**
     * On Available Dogs.
     */
    availableFeeNote: string;
    /**
     * The usual fee's sentence, where site.json has fees by age or no application fee. Shown as: The adoption fee for most {animals} is {usualFee, number, ::currency/USD}{salesTax, select, yes { plus {stateCode} sales tax} other {}}.
     */
    feeUsual: string;
    /**
     * One fee by age of site.json's adoptionFees.byAge. Shown as: {Animals} {fromYears, plural, one {# year} other {# years}} and older: {fee, number, ::currency/USD}.
     */
    feeByAge: string;
    /**
     * The application fee's sentence, where the fee note is made of parts. Shown as: A {applicationFee, number, ::currency/USD} non-refundable application fee is due before your application is processed.
     */
    applicationFeeNote: string;
    /**
     * On Available Dogs.
     */
    applyButton: string;
    /**
     * {link} is the link to the form.
     */
    formNote: string;
    /**
     * Shown as: click here
     */
    formLink: string;
    /**
     * Name of the embedded form, read by screen readers.
     */
    formTitle: string;
    /**
     * Shown as: View All {Animals} available for Adoption
     */
    viewAll: string;
    /**
     * Shown as: Adoption Details
     */
    adoptionDetails: string;
    /**
     * Shown as: Adoption fee: {fee, number, ::currency/USD}{salesTax, select, yes { plus {stateCode} sales tax} other {}}.
     */
    fee: string;
    /**
     * Shown as: Fill out a {Animal} Adoption Application today!
     */
    applyToday: string;
    /**
     * Shown as: One application covers multiple {animals}: you do not need to apply for each one.
     */
    oneApplication: string;
    /**
     * Heading of a dog’s details page.
     */
    detailsHeading: string;
    /**
     * Shown as: {name} is not available for adoption right now (status: Unavailable).
     */
    unavailableNote: string;
    /**
     * On the page of a dog whose adoption is pending, in place of the application link. Shown as: An application to adopt {name} has been accepted: the adoption is pending. {Animals} still looking for a home are on the list of {Animals} available for adoption.
     */
    pendingNote: string;
    /**
     * On the page of an adopted dog, kept for the links that were shared. Shown as: {name} has been adopted and found a forever home!
     */
    adoptedNote: string;
    /**
     * A dog's age computed from its birth date: its class and month of birth. Shown as: {ageClass} - DOB {born}
     */
    ageShown: string;
    /**
     * Shown as: Summary Info
     */
    summaryInfo: string;
    /**
     * Name of the photo gallery, read by screen readers.
     */
    photos: string;
    /**
     * Shown as: Description
     */
    description: string;
    /**
     * Shown as: From the Foster
     */
    fromTheFoster: string;
    /**
     * Shown as: Details
     */
    details: string;
    /**
     * Shown as: Name
     */
    name: string;
    /**
     * Shown as: Status
     */
    status: string;
    /**
     * Shown as: ID
     */
    id: string;
    /**
     * Shown as: Age
     */
    age: string;
    /**
     * Shown as: Gender
     */
    gender: string;
    /**
     * Shown as: Breed
     */
    breed: string;
    /**
     * Shown as: Coat length
     */
    coatLength: string;
    /**
     * Shown as: Coat colour
     */
    coatColor: string;
    /**
     * Shown as: Weight
     */
    weight: string;
    /**
     * Shown as: Dog friendly
     */
    dogFriendly: string;
    /**
     * Shown as: Cat friendly
     */
    catFriendly: string;
    /**
     * Shown as: Kid friendly
     */
    kidFriendly: string;
    /**
     * Shown as: House trained
     */
    houseTrained: string;
    /**
     * Shown as: Crate trained
     */
    crateTrained: string;
    /**
     * Shown as: Energy level
     */
    energyLevel: string;
    /**
     * Shown as: History
     */
    history: string;
    /**
     * Shown as: Health
     */
    health: string;
    /**
     * A detail’s label followed by its value.
     */
    label: string;
  };
  /**
   * The courtesy postings page and a posting’s details.
   */
  postings: {
    /**
     * Shown as: Courtesy postings are {animals} that are not in our rescue: they are listed by their owners or by other rescues. Please contact the person named on each posting directly. Postings stay up for 30 days.
     */
    intro: string;
    /**
     * {email} is the address, as a link.
     */
    request: string;
    /**
     * When no posting is current.
     */
    none: string;
    /**
     * Heading above the owner’s contact details.
     */
    contact: string;
  };
  /**
   * Animals Needing Fosters and the foster application.
   */
  fostering: {
    /**
     * {link} is the link to the fostering page.
     */
    intro: string;
    /**
     * Shown as: Learn about fostering
     */
    learnLink: string;
    /**
     * On the thank-you page.
     */
    meetAnimals: string;
    /**
     * When the site does not send forms; {form} and {mail} are links.
     */
    offline: string;
    /**
     * Shown as: foster application form
     */
    formLink: string;
  };
  /**
   * The pages of the other collections.
   */
  records: {
    /**
     * Shown as: Back to all team members
     */
    backToTeam: string;
    /**
     * Shown as: Add to calendar
     */
    addToCalendar: string;
    /**
     * Said after the button to screen readers only.
     */
    calendarHidden: string;
    /**
     * Shown as: This page is a work in progress. We remember every {animal} who has crossed the Rainbow Bridge.
     */
    rainbowIntro: string;
  };
  /**
   * The titles (in the browser tab) and descriptions (for search engines) of the pages.
   */
  pages: {
    /**
     * Shown as: Page not found
     */
    notFoundTitle: string;
    /**
     * Shown as: The page you are looking for could not be found.
     */
    notFoundDescription: string;
    /**
     * Shown as: {Animals} from owners and other rescues looking for a new home.
     */
    courtesyPostingsDescription: string;
    /**
     * Shown as: {breeds} ready for adoption from foster homes in {state}.
     */
    availableDogsDescription: string;
    /**
     * Shown as: Apply to adopt a {breedChoice}.
     */
    adoptionApplicationDescription: string;
    /**
     * Shown as: {Animals} from the rescue listed on the pet-listing service.
     */
    readyForAdoptionDescription: string;
    /**
     * Shown as: {Animal} details
     */
    detailsTitle: string;
    /**
     * Shown as: Details of a {animal} listed for adoption.
     */
    detailsDescription: string;
    /**
     * Shown as: Rescue {animals} who found their forever homes.
     */
    foreverStoriesDescription: string;
    /**
     * Shown as: Remembering the rescue {animals} who have crossed the Rainbow Bridge.
     */
    rainbowBridgeDescription: string;
    /**
     * Shown as: {Animals} waiting for a foster home before they can be adopted.
     */
    animalsNeedingFostersDescription: string;
    /**
     * Shown as: The volunteers who lead the rescue.
     */
    ourTeamDescription: string;
    /**
     * Shown as: All events of the rescue.
     */
    eventListingsDescription: string;
    /**
     * Shown as: Every page of the site, by section.
     */
    siteMapDescription: string;
    /**
     * Shown as: Your message has reached the rescue.
     */
    contactThanksDescription: string;
    /**
     * Shown as: Send the rescue a message.
     */
    contactDescription: string;
    /**
     * Shown as: Your foster application has reached the rescue.
     */
    fosterThanksDescription: string;
    /**
     * Shown as: Apply to become a foster home.
     */
    fosterApplicationDescription: string;
    /**
     * The description of the page thanking for an adoption application. Shown as: Your adoption application has reached the rescue.
     */
    adoptionThanksDescription: string;
    /**
     * The description of the page thanking for a volunteer application. Shown as: Your volunteer application has reached the rescue.
     */
    volunteerThanksDescription: string;
  };
  /**
   * The pages that show the listing service’s animals: cards, details, loading and failure notices.
   */
  listing: {
    /**
     * Said to screen readers while a listing loads.
     */
    loading: string;
    /**
     * Shown as: We could not load the {animals} right now.
     */
    loadFailed: string;
    /**
     * Shown as: We could not refresh this list; it may be out of date.
     */
    refreshFailed: string;
    /**
     * The button after a failed refresh.
     */
    retry: string;
    /**
     * The same button while it tries again.
     */
    retrying: string;
    /**
     * Ready For Adoption with no animal listed.
     */
    emptyAdoptable: string;
    /**
     * Forever Stories with no animal listed.
     */
    emptyAdopted: string;
    /**
     * Alt text of a card’s photo.
     */
    cardPhoto: string;
    /**
     * Shown as: Status:
     */
    status: string;
    /**
     * Shown as: Age:
     */
    age: string;
    /**
     * Shown as: Breed:
     */
    breed: string;
    /**
     * A card’s button.
     */
    moreInfo: string;
    /**
     * Said after a card’s button to screen readers only.
     */
    aboutHidden: string;
    /**
     * Shown as: The photo of {name} could not be loaded
     */
    photoFailed: string;
    /**
     * Shown as: No photo of {name} yet
     */
    noPhoto: string;
    /**
     * Shown as: Back to all {animals}
     */
    backToAll: string;
    /**
     * Shown as: Fill out an Adoption Application
     */
    apply: string;
    /**
     * Shown as: One application covers multiple {animals}: you do not need to apply for each {animal}.
     */
    oneApplication: string;
    /**
     * Shown as: Yes
     */
    yes: string;
    /**
     * Shown as: No
     */
    no: string;
    /**
     * Shown as: Not known
     */
    notKnown: string;
    /**
     * Shown as: {name} (ID {id})
     */
    nameAndId: string;
    /**
     * Shown as: Photos of {name}
     */
    galleryLabel: string;
    /**
     * Alt text of each photo of the gallery.
     */
    galleryPhoto: string;
    /**
     * Shown as: Summary Info
     */
    summaryInfo: string;
    /**
     * Shown as: Name
     */
    detailName: string;
    /**
     * Shown as: Status
     */
    detailStatus: string;
    /**
     * Shown as: Primary breed
     */
    detailBreed: string;
    /**
     * Shown as: Age
     */
    detailAge: string;
    /**
     * Shown as: Gender
     */
    detailGender: string;
    /**
     * Shown as: Coat length
     */
    detailCoat: string;
    /**
     * Shown as: Primary color
     */
    detailColor: string;
    /**
     * Shown as: Dog friendly
     */
    detailDogs: string;
    /**
     * Shown as: Cat friendly
     */
    detailCats: string;
    /**
     * Shown as: Kid friendly
     */
    detailKids: string;
    /**
     * Shown as: House trained
     */
    detailHouseTrained: string;
    /**
     * Shown as: Special needs
     */
    detailSpecialNeeds: string;
    /**
     * Shown as: Shots current
     */
    detailShots: string;
    /**
     * Shown as: Spayed/neutered
     */
    detailSpayed: string;
    /**
     * Shown as: Loading this {animal}'s details…
     */
    loadingDetails: string;
    /**
     * Heading and title when the listing service does not know the animal.
     */
    notFound: string;
    /**
     * Shown as: We could not find a {animal} with the id {id}. It may have been adopted or removed.
     */
    notFoundText: string;
    /**
     * Shown as: See all {animals} ready for adoption
     */
    seeAll: string;
    /**
     * Shown as: We could not load this {animal} right now.
     */
    detailsLoadFailed: string;
    /**
     * Shown as: We could not refresh these details; they may be out of date.
     */
    detailsRefreshFailed: string;
    /**
     * Shown as: This page is a work in progress.
     */
    workInProgress: string;
    /**
     * Name of the page links, read by screen readers.
     */
    pagesLabel: string;
    /**
     * Said before a page number to screen readers only.
     */
    page: string;
    /**
     * Shown as: Previous page
     */
    previousPage: string;
    /**
     * Shown as: Next page
     */
    nextPage: string;
    /**
     * Name of the badges, read by screen readers.
     */
    goodWithLabel: string;
    /**
     * Shown as: Good with {kind, select, kids {kids} dogs {dogs} other {cats}}
     */
    goodWith: string;
    /**
     * Shown as: Not with {kind, select, kids {kids} dogs {dogs} other {cats}}
     */
    notWith: string;
  };
  /**
   * The filters over Available Dogs and Ready For Adoption.
   */
  filters: {
    /**
     * Opens the filters.
     */
    heading: string;
    /**
     * Shown as: Sort by
     */
    sortBy: string;
    /**
     * Shown as: Clear filters
     */
    clear: string;
    /**
     * Shown as: No {animal} matches these filters.
     */
    noMatch: string;
    /**
     * Before the number of animals shown.
     */
    showing: string;
    /**
     * The breed filter’s choice “mix”.
     */
    optionBreedMix: string;
    /**
     * The age filter’s choice “young”.
     */
    optionAgeYoung: string;
    /**
     * The age filter’s choice “adult”.
     */
    optionAgeAdult: string;
    /**
     * The age filter’s choice “senior”.
     */
    optionAgeSenior: string;
    /**
     * The sex filter’s choice “male”.
     */
    optionSexMale: string;
    /**
     * The sex filter’s choice “female”.
     */
    optionSexFemale: string;
    /**
     * The size filter’s choice “small”.
     */
    optionSizeSmall: string;
    /**
     * The size filter’s choice “medium”.
     */
    optionSizeMedium: string;
    /**
     * The size filter’s choice “large”.
     */
    optionSizeLarge: string;
    /**
     * The size filter’s choice “extra-large”.
     */
    optionSizeExtraLarge: string;
    /**
     * The kids filter’s choice “yes”.
     */
    optionKidsYes: string;
    /**
     * The dogs filter’s choice “yes”.
     */
    optionDogsYes: string;
    /**
     * The cats filter’s choice “yes”.
     */
    optionCatsYes: string;
    /**
     * The energy filter’s choice “low”.
     */
    optionEnergyLow: string;
    /**
     * The energy filter’s choice “medium”.
     */
    optionEnergyMedium: string;
    /**
     * The energy filter’s choice “high”.
     */
    optionEnergyHigh: string;
    /**
     * The trained filter’s choice “yes”.
     */
    optionTrainedYes: string;
    /**
     * A group of filters.
     */
    legendBreed: string;
    /**
     * A group of filters.
     */
    legendAge: string;
    /**
     * A group of filters.
     */
    legendSex: string;
    /**
     * A group of filters.
     */
    legendSize: string;
    /**
     * A group of filters.
     */
    legendGoodWith: string;
    /**
     * A group of filters.
     */
    legendEnergyLevel: string;
    /**
     * A group of filters.
     */
    legendTraining: string;
    /**
     * A sorting choice.
     */
    sortNewest: string;
    /**
     * A sorting choice.
     */
    sortName: string;
    /**
     * A sorting choice.
     */
    sortAge: string;
    /**
     * After the number of animals shown.
     */
    ofTotal: string;
    /**
     * Shown as: There are no {animals} available right now. Follow this list to hear when one arrives.
     */
    noneNow: string;
  };
  /**
   * The contact form and the foster application: buttons, errors, notices.
   */
  forms: {
    /**
     * Shown as: Submit
     */
    submit: string;
    /**
     * Starts the page’s title (in the browser tab) when a form came back with a problem.
     */
    errorTitlePrefix: string;
    /**
     * Shown as: Sending…
     */
    sending: string;
    /**
     * A hidden field that only robots fill in.
     */
    trap: string;
    /**
     * After the label of a field that may be left empty.
     */
    optional: string;
    /**
     * Shown as: Please check these answers:
     */
    checkAnswers: string;
    /**
     * Shown as: That was quick! Please take a moment to check your answers, then send them again.
     */
    tooFast: string;
    /**
     * {mail} is the rescue’s e-mail address, as a link.
     */
    rateLimited: string;
    /**
     * {mail} is the rescue’s e-mail address, as a link.
     */
    failed: string;
    /**
     * {mail} is the rescue’s e-mail address, as a link.
     */
    unavailable: string;
    /**
     * {field} is the field’s label.
     */
    required: string;
    /**
     * Shown as: {field} must be at most {max} characters.
     */
    tooLong: string;
    /**
     * {form} is how the field is written.
     */
    wrongFormat: string;
    /**
     * Shown as: Thank you for your message
     */
    contactThanksTitle: string;
    /**
     * Shown as: It has reached the rescue. A volunteer will reply to the e-mail address you gave, usually within a few days: we are all volunteers, so please bear with us.
     */
    contactThanks: string;
    /**
     * Shown as: Thank you for applying to foster
     */
    fosterThanksTitle: string;
    /**
     * When the site does not send forms; {mail} and {phone} are links.
     */
    contactOffline: string;
    /**
     * Shown as: Your application has reached our fostering team. A volunteer will contact you by e-mail or phone to talk it through and arrange the home visit that comes before fostering.
     */
    fosterThanks: string;
    /**
     * The error of an answer that is not one of its question's options. Shown as: Please choose {field} from its options.
     */
    notOption: string;
    /**
     * The error of a number below its question's smallest. Shown as: {field} must be at least {min}.
     */
    tooSmall: string;
    /**
     * The error of a number above its question's largest. Shown as: {field} must be at most {max}.
     */
    tooLarge: string;
    /**
     * Under a question asked only after a given answer; without JavaScript every question shows. {question} is the earlier question, {answer} the answer. Shown as: Only if your answer to “{question}” is “{answer}”.
     */
    askedIf: string;
    /**
     * The error of a post with an answer the form does not ask for. {field} is its name. Shown as: This form has no question “{field}”: please send your answers from the form on this page.
     */
    unknownField: string;
    /**
     * Under an application when this build does not send forms. {mail} is the e-mail address. Shown as: Online sending is not available yet: please e-mail your answers to {mail}.
     */
    applicationOffline: string;
    /**
     * The heading once an adoption application is sent. Shown as: Thank you for applying to adopt
     */
    adoptionThanksTitle: string;
    /**
     * What happens next, once an adoption application is sent. Shown as: Your application has reached our adoption team. A volunteer will contact you by e-mail or phone about the next steps: references, a home visit and meeting the dog.
     */
    adoptionThanks: string;
    /**
     * The heading once a volunteer application is sent. Shown as: Thank you for offering to volunteer
     */
    volunteerThanksTitle: string;
    /**
     * What happens next, once a volunteer application is sent. Shown as: Your application has reached the rescue. A volunteer will contact you by e-mail or phone about how you would like to help.
     */
    volunteerThanks: string;
    /**
     * Under every form, where the site writes its privacy notice; {link} is the link to it. Shown as: What happens to your answers: see {link}.
     */
    privacyNote: string;
    /**
     * The words of the privacy note's link. Shown as: our privacy notice
     */
    privacyLink: string;
  };
  /**
   * The words of the parts every form shares (a postal address's, the yes/no answers) and how an answer should look when it does not. Each form's own questions are in content/forms.
   */
  formFields: {
    /**
     * Ends the error of an e-mail address that is not one (Please give … as …). Shown as: an address such as name@example.org
     */
    emailFormat: string;
    /**
     * Ends the error of a phone number with other characters (Please give … as …). Shown as: digits, spaces and + ( ) . - only, such as 555-555-0123
     */
    phoneFormat: string;
    /**
     * The foster application's street address field. Shown as: Address
     */
    address: string;
    /**
     * The foster application's second address line. Shown as: Apartment/Suite/Other
     */
    address2: string;
    /**
     * The foster application's city field. Shown as: City
     */
    city: string;
    /**
     * The foster application's state field. Shown as: State
     */
    state: string;
    /**
     * The foster application's ZIP code field. Shown as: Zip
     */
    zip: string;
    /**
     * Ends the error of a ZIP code that is not one (Please give … as …), with an example: five digits, such as the rescue's own ZIP code, {zip}
     */
    zipFormat: string;
    /**
     * Ends the error of a number that is not one (Please give … as …). Shown as: a number, such as 3
     */
    numberFormat: string;
    /**
     * Ends the error of a date that is not one (Please give … as …). Shown as: a date, such as 2025-06-30
     */
    dateFormat: string;
    /**
     * A yes/no question's first answer. Shown as: Yes
     */
    yes: string;
    /**
     * A yes/no question's second answer. Shown as: No
     */
    no: string;
  };
  /**
   * The 404 page.
   */
  notFound: {
    /**
     * Shown as: We Encountered and Error
     */
    heading: string;
    /**
     * Shown as: We Apploigize we seem to have had some issues finding the page you are looking for.
     */
    apology: string;
    /**
     * Shown as: Go to the home page
     */
    home: string;
  };
  /**
   * The e-mail alerts and feeds of a search on the two dog lists: the sign-up under the filters, the pages its links answer, and the e-mails.
   */
  alerts: {
    /**
     * Heads the e-mail sign-up under the filters of the two lists. Shown as: Tell me when a new dog matches
     */
    formLegend: string;
    /**
     * Labels the sign-up's address field. Shown as: Your e-mail address
     */
    formEmail: string;
    /**
     * Under the address field: what signing up means.
     */
    formHint: string;
    /**
     * Sends the address with the chosen filters. Shown as: E-mail me new matches
     */
    formSubscribe: string;
    /**
     * Opens the Atom feed of the chosen filters. Shown as: Follow these matches as a feed
     */
    formFeed: string;
    /**
     * How feed readers name the lists' feed; {site} is the short name of the rescue.
     */
    feedLinkTitle: string;
    /**
     * The title of a search's feed; {filters} says the search in words.
     */
    feedTitle: string;
    /**
     * The search in words when no filter is chosen. Shown as: any dog
     */
    anyDog: string;
    /**
     * The answer to a sign-up, whatever the address: it never tells whether an address is subscribed.
     */
    checkInboxTitle: string;
    /**
     * The answer to a sign-up, whatever the address.
     */
    checkInbox: string;
    /**
     * When the address given is not an e-mail address.
     */
    invalidTitle: string;
    /**
     * When the address given is not an e-mail address.
     */
    invalid: string;
    /**
     * When a sign-up came quicker than a person fills in the form.
     */
    tooFastTitle: string;
    /**
     * When a sign-up came quicker than a person fills in the form.
     */
    tooFast: string;
    /**
     * When the day's sign-ups from one network or to the site are used up.
     */
    limitedTitle: string;
    /**
     * When the day's sign-ups from one network or to the site are used up.
     */
    limited: string;
    /**
     * When the site has no mail transport for alerts.
     */
    unavailableTitle: string;
    /**
     * When the site has no mail transport for alerts; {mail} is the rescue's address.
     */
    unavailable: string;
    /**
     * When the confirmation could not be sent.
     */
    failedTitle: string;
    /**
     * When the confirmation could not be sent; {mail} is the rescue's address.
     */
    failed: string;
    /**
     * The page of the confirmation link.
     */
    confirmedTitle: string;
    /**
     * The page of the confirmation link; {email} is the subscriber's address, {filters} the search in words.
     */
    confirmed: string;
    /**
     * When a confirmation or unsubscribe link is forged or has expired.
     */
    badLinkTitle: string;
    /**
     * When a confirmation or unsubscribe link is forged or has expired.
     */
    badLink: string;
    /**
     * The page of a subscriber's link to see and delete what is kept.
     */
    keptTitle: string;
    /**
     * Opens the list of what is kept for a subscriber.
     */
    keptIntro: string;
    /**
     * In the list of what is kept. Shown as: E-mail address
     */
    keptEmail: string;
    /**
     * In the list of what is kept. Shown as: Filters
     */
    keptFilters: string;
    /**
     * In the list of what is kept. Shown as: Confirmed on
     */
    keptSince: string;
    /**
     * In the list of what is kept. Shown as: Last message from us
     */
    keptHeard: string;
    /**
     * In the list of what is kept, when no alert was sent yet. Shown as: not yet
     */
    never: string;
    /**
     * Under the list of what is kept.
     */
    delete: string;
    /**
     * After a subscriber stopped the alerts.
     */
    deletedTitle: string;
    /**
     * After a subscriber stopped the alerts.
     */
    deleted: string;
    /**
     * A subscriber's link after the alerts were stopped.
     */
    nothingKept: string;
    /**
     * The button under every alerts page. Shown as: See the dogs ready for adoption
     */
    backToDogs: string;
    /**
     * The confirmation e-mail's subject; {site} is the short name of the rescue.
     */
    confirmSubject: string;
    /**
     * Opens the confirmation e-mail; {site} is the rescue's name, {filters} the search in words.
     */
    confirmIntro: string;
    /**
     * The confirmation e-mail's link. Shown as: Confirm the alerts
     */
    confirmAction: string;
    /**
     * Ends the confirmation e-mail.
     */
    confirmExpiry: string;
    /**
     * An alert's subject; {count} is how many new animals, {filters} the search in words.
     */
    alertSubject: string;
    /**
     * The subject of the test alert that `rescue alerts --test` sends.
     */
    alertTestSubject: string;
    /**
     * Opens an alert; {filters} is the search in words.
     */
    alertIntro: string;
    /**
     * Links to each new animal's page. Shown as: Meet Muffin
     */
    alertMeet: string;
    /**
     * Ends every alert; {site} is the rescue's name.
     */
    alertFooter: string;
    /**
     * The link to see and delete what is kept, in every alert and on the confirmed page.
     */
    alertManage: string;
    /**
     * The link to stop the alerts, in every alert. Shown as: Stop these alerts
     */
    alertUnsubscribe: string;
  };
  /**
   * The language switch in the header and the notice over English text on a page in another language.
   */
  language: {
    /**
     * This catalogue's language, in itself: the header's link to this language on the other language's pages. Shown as: English
     */
    name: string;
    /**
     * Over a page in another language that shows English text for want of a translation. Shown as: Some of this page is not translated yet: it is shown in English.
     */
    untranslated: string;
    /**
     * The name screen readers give the notice over English text on a page in another language. Shown as: Translation
     */
    noticeLabel: string;
  };
  /**
   * The words of a record's or a listed animal's fixed choices (status, gender, good with, energy, coat, age, size), shown in the page's language.
   */
  values: {
    /**
     * Shown as: Available
     */
    available: string;
    /**
     * Shown as: Unavailable
     */
    unavailable: string;
    /**
     * A dog's status. Shown as: Adoption pending
     */
    adoptionPending: string;
    /**
     * A dog's status. Shown as: Adopted
     */
    adoptedStatus: string;
    /**
     * A listed animal's status. Shown as: adoptable
     */
    adoptable: string;
    /**
     * A listed animal's status. Shown as: adopted
     */
    adopted: string;
    /**
     * Shown as: Male
     */
    male: string;
    /**
     * Shown as: Female
     */
    female: string;
    /**
     * Shown as: Yes
     */
    yes: string;
    /**
     * Shown as: No
     */
    no: string;
    /**
     * Shown as: Unknown
     */
    unknown: string;
    /**
     * Shown as: Low
     */
    low: string;
    /**
     * Energy, coat length or size. Shown as: Medium
     */
    medium: string;
    /**
     * Shown as: High
     */
    high: string;
    /**
     * Shown as: Short
     */
    short: string;
    /**
     * Shown as: Long
     */
    long: string;
    /**
     * A coat. Shown as: Wire
     */
    wire: string;
    /**
     * A coat. Shown as: Curly
     */
    curly: string;
    /**
     * A coat. Shown as: Hairless
     */
    hairless: string;
    /**
     * An age. Shown as: Baby
     */
    baby: string;
    /**
     * An age class computed from a birth date. Shown as: Puppy
     */
    puppy: string;
    /**
     * An age. Shown as: Young
     */
    young: string;
    /**
     * An age. Shown as: Adult
     */
    adult: string;
    /**
     * An age. Shown as: Senior
     */
    senior: string;
    /**
     * A size. Shown as: Small
     */
    small: string;
    /**
     * A size. Shown as: Large
     */
    large: string;
    /**
     * A size. Shown as: Extra Large
     */
    extraLarge: string;
  };
  /**
   * What feed readers, calendar apps, search results and link previews show of the site.
   */
  reach: {
    /**
     * What search results and link previews say of a page that has no description of its own. Shown as: {site}: a volunteer-run, foster-based {breedNames} rescue in {state}.
     */
    siteDescription: string;
    /**
     * The title of the Atom feed of dogs available for adoption. Shown as: {site}: dogs available for adoption
     */
    dogsFeedTitle: string;
    /**
     * The name a feed reader shows for the home page's link to the dogs feed. Shown as: {site}: available dogs
     */
    dogsFeedLink: string;
    /**
     * The title of the Atom feed of events, and the home page's link to it. Shown as: {site}: events
     */
    eventsFeedTitle: string;
    /**
     * The name a calendar app shows for the home page's link to the calendar of every event. Shown as: {site}: events calendar
     */
    calendarLink: string;
    /**
     * The name of the calendar of every event, as a calendar app shows it. Shown as: {site} events
     */
    calendarName: string;
    /**
     * The ribbon on the share card of a dog available for adoption. Shown as: Available
     */
    cardAvailable: string;
    /**
     * The ribbon on the share card of a dog no longer available. Shown as: Not available
     */
    cardNotAvailable: string;
    /**
     * The ribbon on the share card of a courtesy posting. Shown as: Courtesy posting
     */
    cardCourtesyPosting: string;
    /**
     * The ribbon on the share card of an event. Shown as: Event
     */
    cardEvent: string;
    /**
     * The ribbon on the share card of a listed animal that has been adopted. Shown as: Adopted!
     */
    cardAdopted: string;
    /**
     * What search results and link previews say of a dog's page. Shown as: Meet {name}, a {breed} ({status}).
     */
    dogDescription: string;
    /**
     * What search results and link previews say of a courtesy posting's page. Shown as: {name}, a {breed} looking for a new home (courtesy posting).
     */
    postingDescription: string;
  };
  /**
   * What a page says while the rescue has not given its content (a store, a team, a newsletter…).
   */
  notGiven: {
    /**
     * Shown as: This page is not ready yet. Meanwhile, please e-mail {mail} or call {phone}: we are glad to help.
     */
    text: string;
    /**
     * Shown as: Go to the home page
     */
    home: string;
  };
  /**
   * The home page's words that are not the rescue's own (content/pages/home.md has those).
   */
  home: {
    /**
     * Shown as: Our dogs
     */
    carousel: string;
    /**
     * Shown as: Slides
     */
    slides: string;
    /**
     * Shown as: {number} of {count}
     */
    slide: string;
    /**
     * Shown as: Choose a slide
     */
    chooseSlide: string;
    /**
     * Shown as: Show slide
     */
    showSlide: string;
    /**
     * Shown as: Meet our newest {animals}
     */
    newest: string;
  };
  /**
   * The notice the site writes on the Privacy Policy page from what it does (forms, alerts, cookies, other services), under the rescue's own words.
   */
  privacy: {
    /**
     * Opens the notice, under the rescue's own words. Shown as: What follows is written by the site itself from the way it is set up, each time it is published: it says what the site does with your information.
     */
    intro: string;
    /**
     * Shown as: Forms
     */
    formsHeading: string;
    /**
     * Where the site sends forms. Shown as: When you send one of our forms, the site e-mails your answers to us, with the language of the page, through our e-mail provider, and keeps no copy of them. To hold back robots, it counts the forms each internet address sent in the last hour.
     */
    formsSent: string;
    /**
     * Where the site does not send forms yet. Shown as: Our forms send nothing yet: each says how to write to us instead, and what you type in it stays on your device.
     */
    formsOff: string;
    /**
     * Over each form's questions; {form} is the form's name, linked to its page. Shown as: {form} asks:
     */
    formAsks: string;
    /**
     * Where the adoption application is an outside form shown in the page; {host} is its host. Shown as: Our adoption application is a form of {host}, shown inside our page: what you type in it goes to {host}, under its own privacy policy.
     */
    embeddedForm: string;
    /**
     * Shown as: {Animal} alerts by e-mail
     */
    alertsHeading: string;
    /**
     * Where the site offers e-mail alerts. Shown as: If you ask to hear of new {animals} that match your filters, the site first e-mails you a link to confirm, valid for one day. Until you confirm, it keeps only a scrambled fingerprint of the address, for that day, so that no address gets more than one such message a day; it also counts the sign-ups each internet address made that day.
     */
    alertsConfirm: string;
    /**
     * Where the site offers e-mail alerts. Shown as: Once you confirm, it keeps your e-mail address, the filters you chose, the day you confirmed and the day it last wrote to you, and nothing else, until you stop the alerts. They serve only to send you the alerts, at most one a day, through our e-mail provider.
     */
    alertsKept: string;
    /**
     * Where the site offers e-mail alerts. Shown as: Every alert has a link that shows what is kept and deletes it with one button; your mail program's unsubscribe button deletes it at once too. The feed of a search keeps nothing about you.
     */
    alertsDelete: string;
    /**
     * Where the site offers no e-mail alerts. Shown as: The site offers no e-mail alerts at present, so it keeps no e-mail address. The feed of a search keeps nothing about you.
     */
    alertsOff: string;
    /**
     * Shown as: Cookies and tracking
     */
    cookiesHeading: string;
    /**
     * Shown as: The site sets no cookie, stores nothing in your browser and runs no tracking, statistics or advertising code.
     */
    noCookies: string;
    /**
     * Shown as: Only the volunteers who edit the site meet a cookie: signing in to the editor (/admin) with GitHub sets one for ten minutes, holding a random check of that sign-in, and the editor then keeps the sign-in in that browser.
     */
    editorCookie: string;
    /**
     * Shown as: Other services
     */
    servicesHeading: string;
    /**
     * Shown as: The company that hosts the site sends you its pages. Like any web server, it receives your device's internet address and the address of each page you open, and may keep them for a short time in its technical logs.
     */
    hosting: string;
    /**
     * Where the site lists animals of the listing service; {hosts} are its photo hosts. Shown as: The photos of the {animals} we list on Petfinder load from its servers ({hosts}), which receive your device's internet address as any web server does; the lists themselves reach you through this site.
     */
    listingPhotos: string;
    /**
     * Shown as: Links to other sites (social networks, the store, donation pages, videos) take you there only when you follow them; each has its own privacy policy.
     */
    links: string;
    /**
     * Shown as: Questions
     */
    questionsHeading: string;
    /**
     * {mail} is the contact address, as a link. Shown as: To ask what we keep about you, or to have it corrected or deleted, write to {mail}, or to {name}, {address}.
     */
    questions: string;
  };
}

/**
 * The words of one section of a page: its heading, and its text and button where it has them.
 */
export interface PageSection {
  /**
   * The section's heading.
   */
  heading: string;
  /**
   * One paragraph under the heading; Markdown links and {placeholders} allowed.
   */
  text?: string;
  /**
   * The words of the section's button or link.
   */
  button?: string;
}

/**
 * The front matter of a Markdown page in content/pages.
 */
export interface Page {
  /**
   * Page heading and browser tab title; may hold {placeholders} such as {name}.
   */
  title: string;
  /**
   * One sentence for search engines and link previews; may hold {placeholders}.
   */
  description: string;
  /**
   * The sentence shown large under the heading; Markdown links and {placeholders} allowed. On Events it shows when no event is coming up.
   */
  lead?: string;
  /**
   * A paragraph shown in a box; Markdown links and {placeholders} allowed.
   */
  note?: string;
  /**
   * The words of the page's main button.
   */
  button?: string;
  /**
   * The words of the link back to the page above.
   */
  back?: string;
  /**
   * The words of the page's sections that are not in its text.
   */
  sections?: {
    welcome?: PageSection;
    breeds?: PageSection;
    video?: PageSection;
    newsletter?: PageSection;
    partners?: PageSection;
    recognition?: PageSection;
    otherWays?: PageSection;
    moreHelp?: PageSection;
    upcoming?: PageSection;
    past?: PageSection;
  };
  /**
   * Boxes with a heading, a sentence and a button, in order.
   */
  tiles?: {
    /**
     * The tile's heading.
     */
    heading: string;
    /**
     * One sentence; Markdown links and {placeholders} allowed.
     */
    text: string;
    /**
     * The words of the tile's button.
     */
    button: string;
    /**
     * Where it leads: a page of this site (/wooftrax) or a fact of site.json in braces ({donationLinks.paypal}); an empty fact hides it.
     */
    link: string;
  }[];
  /**
   * A list of links shown as large buttons, in order.
   */
  links?: {
    /**
     * The words of the link.
     */
    label: string;
    /**
     * Where it leads: a page of this site (/wooftrax) or a fact of site.json in braces ({donationLinks.paypal}); an empty fact hides it.
     */
    link: string;
  }[];
}

/**
 * An organisation that supports the rescue, shown with its logo on the home page.
 */
export interface Partner {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * Name of the organisation.
   */
  partnerName: string;
  /**
   * Path of the image under content/media, starting with /images/ (JPEG, PNG, WebP or SVG).
   */
  partnerImage: string;
  /**
   * What the logo says, for visitors who cannot see it.
   */
  partnerImageAlt: string;
  /**
   * The partner's website.
   */
  partnerLink: string;
}

/**
 * An image kept in content/media, with the words a screen reader says in its place.
 */
export interface Photo {
  /**
   * Path of the image under content/media, starting with /images/ (JPEG, PNG, WebP or SVG).
   */
  href: string;
  /**
   * What the photo shows, for visitors who cannot see it.
   */
  alt: string;
}

/**
 * A rescue dog remembered on the Rainbow Bridge page.
 */
export interface RainbowBridgeDog {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * The dog's name as visitors will see it.
   */
  dogName: string;
  /**
   * The rescue's own reference for the dog, such as DOG-2025-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'; leave it empty when the birth date is given, and the age is computed at every build.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards. Until there is one, the pages show a drawn picture with the dog's name.
   */
  dogPhotoLink: Photo[];
}

/**
 * Facts about the organisation used on every page.
 */
export interface Site {
  /**
   * Full name of the rescue.
   */
  name: string;
  /**
   * Short name used in page titles.
   */
  shortName: string;
  /**
   * Motto shown under the name.
   */
  tagline: string;
  /**
   * One sentence of what the rescue is about, said by the home page, About and search results instead of its breeds ({mission} in a page's text).
   */
  mission?: string;
  /**
   * The breeds the rescue takes, in the order the site names them (none for a rescue of every breed).
   */
  breeds: {
    /**
     * One dog of the breed, such as 'Beagle'.
     */
    name: string;
    /**
     * Several dogs of the breed, such as 'Beagles'.
     */
    plural: string;
    /**
     * One sentence about the breed for its card on the home page.
     */
    description?: string;
    photo?: Photo;
  }[];
  /**
   * The site's public address, https:// and the host only (such as 'https://www.example.org'): every shared link, the sitemap and the feeds use it.
   */
  siteUrl: string;
  /**
   * The brand's two colours; the build derives every other shade and checks each pairing for WCAG AA contrast.
   */
  theme: {
    /**
     * Buttons, the surrender banner, links and headings, written #rrggbb; text on it is white or dark, whichever reads better, and links use a darker shade where needed.
     */
    primaryColor: string;
    /**
     * Borders of tiles and notes, and the focus ring on coloured bars where it shows, written #rrggbb.
     */
    accentColor: string;
  };
  /**
   * Path of the logo under content/media, starting with /images/ (SVG or PNG, square); shown beside the name and on share cards.
   */
  logo: string;
  /**
   * Path of the icon under content/media (SVG or PNG, square), such as /favicon.svg; the logo is used when it is empty.
   */
  favicon?: string;
  /**
   * The photos the home page carousel shows, in order (at most five); without any, the name and tagline stand alone.
   *
   * @maxItems 5
   */
  homePhotos: Photo[];
  /**
   * Where mail (and checks) go.
   */
  address: {
    /**
     * Street or PO box.
     */
    street: string;
    /**
     * City.
     */
    city: string;
    /**
     * Two-letter state.
     */
    state: string;
    /**
     * ZIP code.
     */
    zip: string;
  };
  /**
   * The rescue's time zone, as its IANA name such as 'America/Chicago' or 'America/Denver': event times are written and shown in it, and calendars and feeds carry it. Without it, the zone of the address's state.
   */
  timeZone?: string;
  /**
   * Main phone number.
   */
  phone: string;
  /**
   * General contact address.
   */
  email: string;
  /**
   * Addresses for specific requests; a page names one only when it is filled in.
   */
  emails?: {
    /**
     * Questions about adopting.
     */
    adoption?: string;
    /**
     * Questions about fostering.
     */
    fostering?: string;
    /**
     * Offers to volunteer.
     */
    volunteering?: string;
    /**
     * Surrenders and returns.
     */
    surrender?: string;
    /**
     * Requests for a courtesy posting.
     */
    courtesyPostings?: string;
    /**
     * Payment-provider account that receives donations and fees.
     */
    donations?: string;
  };
  /**
   * Non-profit tax status, such as '501(c)(3) non-profit organization'; without it the footer leaves it out.
   */
  taxStatus?: string;
  /**
   * Employer Identification Number; without it the footer leaves the EIN out.
   */
  ein?: string;
  /**
   * Shown at the foot of every page.
   */
  copyright: string;
  /**
   * The social networks in the header and footer; a network left empty gets no link.
   */
  social?: {
    /**
     * Facebook page.
     */
    facebook?: string;
    /**
     * Instagram profile.
     */
    instagram?: string;
    /**
     * Video channel.
     */
    youtube?: string;
  };
  /**
   * External merchandise store; without it the Store links are not shown.
   */
  storeUrl?: string;
  /**
   * External newsletter sign-up page; without it the home page has no newsletter section.
   */
  newsletterUrl?: string;
  /**
   * External forms and documents; a link left empty is not shown.
   */
  forms?: {
    /**
     * External adoption form (opened in a new tab).
     */
    adoptionApplication?: string;
    /**
     * Address of the same form for embedding in the page.
     */
    adoptionApplicationEmbed?: string;
    /**
     * External foster application form.
     */
    fosterApplication?: string;
    /**
     * Surrender dog application PDF (a path under content/media or a URL).
     */
    surrenderApplication?: string;
    /**
     * Release-of-ownership form (a path under content/media or a URL).
     */
    releaseOfOwnership?: string;
  };
  /**
   * Ways to give online; a way left empty gets no tile or link.
   */
  donationLinks?: {
    /**
     * Donation button of the payment provider.
     */
    paypal?: string;
    /**
     * Giving page on the state giving platform.
     */
    giveMN?: string;
    /**
     * Wish list on the shopping site.
     */
    amazonWishList?: string;
    /**
     * Wish list on the pet-supply site.
     */
    chewyWishList?: string;
    /**
     * Charity programme of the shopping site.
     */
    amazonSmile?: string;
  };
  /**
   * The rescue's organisation id on the pet-listing service.
   */
  petfinderOrganizationId?: string;
  /**
   * Video about the rescue on the video site; the home page links to it (no video section without it).
   */
  videoUrl?: string;
  videoPoster?: Photo;
  /**
   * Milestones shown on the About page (left out without them).
   */
  history?: {
    /**
     * Year the rescue was founded.
     */
    founded: number;
    /**
     * Year the rescue was incorporated.
     */
    incorporated: number;
    /**
     * How many dogs saved, as said on the site (e.g. 'over 400').
     */
    dogsSaved: string;
  };
  /**
   * A short award blurb shown on the About page (left out without it).
   */
  award?: string;
  /**
   * Links of the walking app that donates when people walk (all three, or leave it out: then no page links to WoofTrax).
   */
  wooftrax?: {
    /**
     * The walking app's own site.
     */
    site: string;
    /**
     * The app in the iOS app store.
     */
    ios: string;
    /**
     * The app in the Android app store.
     */
    android: string;
  };
  /**
   * The fees Ready For Adoption and Available Dogs name (no fee note without them); a dog's own fee is on its record.
   */
  adoptionFees?: {
    /**
     * The adoption fee of most dogs, in US dollars: a dog with no fee of its own and no fee by age pays it.
     */
    usual: number;
    /**
     * The non-refundable fee paid with an application, in US dollars. Leave it out if there is none: the fee notes then say nothing of one.
     */
    application?: number;
    /**
     * Fees for dogs from an age on, such as $75 from 10 years: applied to dogs with a birth date and no fee of their own (the oldest age a dog has reached wins).
     */
    byAge?: {
      /**
       * The fee applies from this birthday on.
       */
      fromYears: number;
      /**
       * The adoption fee from that age, in US dollars.
       */
      fee: number;
    }[];
  };
  /**
   * The ages (in years) from which a dog with a birth date is shown as Young, Adult and Senior (a Puppy before); left out: Young from 1, Adult from 3, Senior from 8.
   */
  ageBands?: {
    /**
     * A puppy until this age.
     */
    young: number;
    /**
     * Young until this age.
     */
    adult: number;
    /**
     * Adult until this age.
     */
    senior: number;
  };
  /**
   * Whether the state's sales tax is added to adoption fees: the fee notes then say 'plus <state> sales tax'. Leave it out where fees are not taxed.
   */
  salesTaxOnFees?: boolean;
  /**
   * The breed choices of the dog lists' filters, in order ("Mix" comes after them); without any, one per breed above.
   */
  breedFilters?: {
    /**
     * The choice as visitors read it, such as 'Hound (any kind)'.
     */
    label: string;
    /**
     * The choice in a list's address (?breed=hound-mix): lower-case letters, digits and dashes. Changing it breaks links people shared.
     */
    value: string;
    /**
     * Words, separated by commas, that choose a dog when they start a word of its breed (any case): 'hound, beagle, basset'.
     */
    matches: string;
  }[];
  /**
   * What the rescue calls its animals, said by the interface words ("Available Dogs", "Loading dogs…").
   */
  animal: {
    /**
     * The word for one animal, in lower case, such as dog.
     */
    singular: string;
    /**
     * The word for several animals, in lower case, such as dogs.
     */
    plural: string;
  };
  /**
   * The languages the site is published in, as two-letter codes, such as ["en", "es"]. English is always published, at the site's root; each other language gets its own copy of every page under /<code>/ (/es/adopt), its interface words in content/messages/<code>.json and its texts in each record's or page's <file>.<code>.json or .md beside the English one. Without this list the site is in English only.
   *
   * @minItems 1
   */
  languages?: [string, ...string[]];
}

/**
 * A volunteer on the rescue's board or leadership team.
 */
export interface TeamMember {
  /**
   * The file name without .json: the record's id and the end of its page address.
   */
  id: string;
  /**
   * Full name.
   */
  teamMemberName: string;
  /**
   * Role on the team, such as 'Director of Fostering'.
   */
  teamMemberTitle: string;
  /**
   * Address visitors can write to.
   */
  teamMemberEmail: string;
  teamMemberPhotoLink: Photo;
  /**
   * A few words about them (Markdown: **bold**, *italics*, lists and links).
   */
  teamMemberDescription: string;
  /**
   * Whether their card appears on the Our Team page.
   */
  teamMemberShownOnTeamPage: boolean;
}
