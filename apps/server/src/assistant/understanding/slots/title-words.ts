/**
 * Words a title never has in a request: function words, and the words naming what is asked for
 * ("cover letter", "first line", "thank you email"), which the occupation index would otherwise
 * read as a title ("first line" names first-line supervisors, "email" marketers).
 */
export const NOT_IN_TITLE = new Set(
  (
    'a an the my your our their his her its this that these those some any me i you we they it he she them us ' +
    'for as of to at in on by with from about after before into near around and or but if so than then ' +
    'do does did is are was were be been am can could would should will shall may might must how much many what ' +
    'which who whom why when where whats there here please pls plz want wants need needs help ask more less ' +
    'cover letter letters first opening intro introduction note notes message messages email emails ' +
    'mail dm inmail thank thanks you thankyou sentence paragraph draft write reply counter negotiate ' +
    'salary salaries pay paid wage wages make makes earn earns money range rate rates typical average ' +
    'job jobs role roles position positions opening openings interview interviews offer offers new good'
  ).split(' '),
);
