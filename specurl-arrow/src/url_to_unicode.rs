//! `url_to_unicode(url [, base])`: the URL as an IRI, `Url::to_unicode`.

use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::{url_of_row, Result, Rows, Strings, StringsOut};

/// The kernel of `url_to_unicode(url [, base])`: per row,
/// `Url::to_unicode`; NULL where an argument is NULL or the URL does not
/// parse. The result has the string type of `url`.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_to_unicode::UrlToUnicode, Input};
/// let args = [Input::Scalar(Some("https://xn--bcher-kva.de/"))];
/// let out = evaluate(&UrlToUnicode, &args, 1, &DataType::Utf8).unwrap().into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "https://bücher.de/");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlToUnicode;

impl Rows for UrlToUnicode {
    fn rows<'a, U: Strings<'a>>(
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
