//! `url_to_unicode(url [, base])`: the URL as an IRI, for people to read,
//! as `Url::to_unicode`; NULL when it does not parse.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, url_of_row, Arg, Column, Rows};
use crate::common::{StringsOut, URL_BASE};

/// `url_to_unicode(url [, base])`: the URL as an IRI.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlToUnicode {
    signature: Signature,
}

impl Default for UrlToUnicode {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

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

impl Rows for UrlToUnicode {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, None);
        for row in 0..rows {
            match url_of_row(main, args, row) {
                Some(Some(url)) => out.append(&url.to_unicode()),
                _ => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}
