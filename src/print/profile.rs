//! Printing profiles: how much of the normal form a printed URL keeps.
//!
//! Each profile has one law: its output parses back to an equivalent URL
//! (`Equivalence::Normal`), so any of them may be stored and read again.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::equivalence::Equivalence;
use crate::model::UrlRef;
use crate::table::{status, Column, Status};

use super::iri;

/// A printing profile.
///
/// ```
/// use specurl::{print::Profile, UrlRef};
/// let u = UrlRef::parse("HTTP://h/a/../caf%C3%A9 ü;x?q=ü").unwrap();
/// assert_eq!(u.print_with(Profile::Whatwg), "http://h/caf%C3%A9%20%C3%BC;x?q=%C3%BC");
/// assert_eq!(u.print_with(Profile::Minimal), "HTTP://h/a/../caf%C3%A9%20ü;x?q=ü");
/// assert_eq!(u.print_with(Profile::Iri), "http://h/café%20ü;x?q=ü");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Profile {
    /// The normal form, as the WHATWG serializer writes it: every level of
    /// [`Equivalence`] applied, every class `E` and `F` character encoded.
    Whatwg,
    /// Only what must be fixed: class `F` characters are percent-encoded
    /// (and "Normalise for Printing" applied); everything else, class `E`
    /// characters and dotted segments included, stays as written.
    Minimal,
    /// For people to read (RFC 3987's IRI, spec-url's `toString`): the
    /// normal form with the encodings of Unicode characters decoded in
    /// every component, and hosts in Unicode where that is safe to show.
    /// Encodings of ASCII characters, of format and space characters
    /// (such as bidi controls) and of bytes that are not UTF-8 stay.
    Iri,
}

impl<'a> UrlRef<'a> {
    /// The URL printed in a profile.
    ///
    /// ```
    /// use specurl::{print::Profile, UrlRef};
    /// // A minimal print keeps `;` in a username (class E), and fixes the
    /// // space (class F).
    /// let u = UrlRef::parse("sc://a;b c@h/").unwrap();
    /// assert_eq!(u.print_with(Profile::Minimal), "sc://a;b%20c@h/");
    /// assert_eq!(u.print_with(Profile::Whatwg), "sc://a%3Bb%20c@h/");
    /// ```
    pub fn print_with(&self, profile: Profile) -> String {
        match profile {
            Profile::Whatwg => self.normalise().to_string(),
            Profile::Minimal => {
                let mut url = self.clone();
                url.map_components(encode_fixed);
                Equivalence::Normal.step(&mut url);
                url.to_string()
            }
            Profile::Iri => {
                let mut url = self.normalise();
                url.map_components(iri::decode_unicode);
                iri::hosts_to_unicode(&mut url);
                url.to_string()
            }
        }
    }
}

/// Percent-encodes the characters of class `F` in `column`, and those the
/// grammar could never have put there (`n/a`, but `%`).
fn encode_fixed(value: &mut Cow<'_, str>, column: Column) {
    let fixed = |c: char| match status(column, c) {
        Status::Fixed => true,
        Status::NotApplicable => c != '%',
        _ => false,
    };
    if !value.chars().any(fixed) {
        return;
    }
    let mut out = String::with_capacity(value.len() + 8);
    let mut buf = [0; 4];
    for c in value.chars() {
        if fixed(c) {
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        } else {
            out.push(c);
        }
    }
    *value = Cow::Owned(out);
}
