//! [`Url::to_unicode`]: the IRI form of a URL, for people to read.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::model::UrlRef;
use crate::print::Profile;
use crate::Url;

impl<S: AsRef<str>> Url<S> {
    /// The URL as an IRI (RFC 3987), for display: percent-encoded Unicode
    /// decoded in every component, and the domain in Unicode label by
    /// label where the label is safe to show (one script, or a CJK
    /// combination; not Cyrillic letters posing as Latin). Other labels
    /// stay in Punycode, as browsers show them. Parsing the result gives
    /// this URL back.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("https://bücher.de/straße?q=日本#ü", None).unwrap();
    /// assert_eq!(url.href(), "https://xn--bcher-kva.de/stra%C3%9Fe?q=%E6%97%A5%E6%9C%AC#%C3%BC");
    /// assert_eq!(url.to_unicode(), "https://bücher.de/straße?q=日本#ü");
    /// // A Cyrillic `а` in a Latin name stays in Punycode.
    /// let spoof = Url::parse("https://\u{430}pple.com/", None).unwrap();
    /// assert_eq!(spoof.to_unicode(), "https://xn--pple-43d.com/");
    /// // Encoded ASCII and bidi controls stay encoded.
    /// let url = Url::parse("http://h/a%20b/%E2%80%AEx", None).unwrap();
    /// assert_eq!(url.to_unicode(), "http://h/a%20b/%E2%80%AEx");
    /// ```
    pub fn to_unicode(&self) -> String {
        match UrlRef::parse(self.href()) {
            Ok(model) => model.print_with(Profile::Iri),
            // An href always parses; if it did not, show it as it is.
            Err(_) => self.href().to_owned(),
        }
    }
}
