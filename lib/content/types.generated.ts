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
   * Whether the dog can be adopted now.
   */
  dogAdoptionStatus: 'Available' | 'Unavailable';
  /**
   * The dog's name as visitors will see it.
   */
  dogName: string;
  /**
   * The rescue's own reference for the dog, such as GSD-2024-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards.
   *
   * @minItems 1
   */
  dogPhotoLink: [Photo, ...Photo[]];
  /**
   * About the dog (Markdown: **bold**, *italics*, lists and links).
   */
  dogDescription: string;
  /**
   * Male or female.
   */
  dogGender: 'Male' | 'Female';
  /**
   * Breed or mix, such as 'German Shepherd' or 'Pembroke Welsh Corgi mix'.
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
   * Whether the dog is house trained.
   */
  dogHouseTrained?: boolean;
  /**
   * Whether the dog is crate trained.
   */
  dogCrateTrained?: boolean;
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
   * Adoption fee in US dollars, before MN sales tax (typically 350).
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
   * Phone number of the contact, such as 612-555-0142.
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
   * Whether the dog can be adopted now.
   */
  dogAdoptionStatus: 'Available' | 'Unavailable';
  /**
   * The dog's name as visitors will see it.
   */
  dogName: string;
  /**
   * The rescue's own reference for the dog, such as GSD-2024-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards.
   *
   * @minItems 1
   */
  dogPhotoLink: [Photo, ...Photo[]];
  /**
   * About the dog (Markdown: **bold**, *italics*, lists and links).
   */
  dogDescription: string;
  /**
   * Male or female.
   */
  dogGender: 'Male' | 'Female';
  /**
   * Breed or mix, such as 'German Shepherd' or 'Pembroke Welsh Corgi mix'.
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
   * Whether the dog is house trained.
   */
  dogHouseTrained?: boolean;
  /**
   * Whether the dog is crate trained.
   */
  dogCrateTrained?: boolean;
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
   * Adoption fee in US dollars, before MN sales tax (typically 350).
   */
  dogAdoptionFee: number;
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
   * The rescue's own reference for the event, such as EV-2022-11.
   */
  eventID: string;
  /**
   * When it happens, as visitors should read it: 'November 17, 2022, 11 AM to 3 PM Central'.
   */
  eventDate: string;
  /**
   * When it starts, in Minnesota (Central) time, as YYYY-MM-DDTHH:MM: '2022-11-17T11:00'.
   */
  eventStart: string;
  /**
   * When it ends, in Minnesota (Central) time, as YYYY-MM-DDTHH:MM: '2022-11-17T15:00'; after that it is no longer upcoming.
   */
  eventEnd: string;
  /**
   * Where it happens: 'Sample Lake Park pavilion'.
   */
  eventLocationName: string;
  /**
   * Street address of the place: '4800 Sample Lake Road, Minneapolis, MN 55410'.
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
   * The rescue's own reference for the dog, such as GSD-2024-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards.
   *
   * @minItems 1
   */
  dogPhotoLink: [Photo, ...Photo[]];
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
   * The rescue's own reference for the dog, such as GSD-2024-07.
   */
  dogID: string;
  /**
   * Age category and date of birth, such as 'Adult - DOB 03/2019'.
   */
  dogAge: string;
  /**
   * Photos of the dog; the first one is used on cards.
   *
   * @minItems 1
   */
  dogPhotoLink: [Photo, ...Photo[]];
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
   * The breeds the rescue takes, in the order the site names them (none for a rescue of every breed).
   */
  breeds: {
    /**
     * One dog of the breed, such as 'German Shepherd'.
     */
    name: string;
    /**
     * Several dogs of the breed, such as 'German Shepherds'.
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
   * Non-profit tax status, such as '501(c)(3) non-profit organization'.
   */
  taxStatus: string;
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
