// External links of the home page, in one place.

/**
 * The programme's introduction video (spec 2: Watch Introduction Video). Opens in a new tab.
 * TODO(lead): replace with the programme's own video address once it is published.
 */
export const INTRO_VIDEO_URL = "https://www.youtube.com/results?search_query=Journey+365+Bible+reading+introduction";
