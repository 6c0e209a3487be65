//! `url_to_unicode(url [, base])`: the URL as an IRI, for people to read,
//! as `Url::to_unicode`; NULL when it does not parse.

use crate::common::URL_BASE;
use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_to_unicode(url [, base])`: the URL as an IRI.
    UrlToUnicode,
    specurl_arrow::url_to_unicode::UrlToUnicode,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlToUnicode,
    "url_to_unicode",
    |types| string_out(&types[0]),
    doc(
        "The URL as an IRI, for people to read: the host's punycode labels in Unicode and the \
         path, query and fragment percent-decoded where that is safe. NULL when the URL does \
         not parse.",
        "url_to_unicode(url [, base])",
        &URL_BASE,
        "url_to_unicode('https://xn--bcher-kva.de/')",
        "https://bücher.de/",
    )
);
