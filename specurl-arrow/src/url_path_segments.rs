//! `url_path_segments(url [, base])`: the URL's path as the URL
//! Standard's list of segments.

use std::sync::Arc;

use arrow_array::builder::{ListBuilder, StringBuilder};
use arrow_array::ArrayRef;
use arrow_schema::{DataType, Field};
use specurl::Url;

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings};

/// The result type: `List<Utf8>`, its items never NULL.
///
/// ```
/// assert_eq!(specurl_arrow::url_path_segments::data_type().to_string(), "List(non-null Utf8)");
/// ```
pub fn data_type() -> DataType {
    DataType::List(item())
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Utf8, false))
}

/// The kernel of `url_path_segments(url [, base])`: per row, the
/// segments of the URL's path ([`Url::path_segments`]), percent-encoded
/// as in the href; NULL where an argument is NULL, the URL does not
/// parse, or its path is opaque (`mailto:me@example.com`).
///
/// ```
/// use arrow_array::{cast::AsArray, Array, ArrayRef, LargeStringArray};
/// use specurl_arrow::{evaluate, url_path_segments as p, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(LargeStringArray::from(vec![
///     Some("https://h/a/../b//c d"), Some("sc://h"), Some("mailto:me@example.com"),
/// ]));
/// let Evaluated::Array(out) = evaluate(&p::UrlPathSegments, &[Input::Array(&urls)], 3, &p::data_type()).unwrap()
/// else { panic!() };
/// let out = out.as_list::<i32>();
/// let first: Vec<_> = out.value(0).as_string::<i32>().iter().flatten().map(str::to_owned).collect();
/// assert_eq!(first, ["b", "", "c%20d"]);
/// assert_eq!(out.value(1).len(), 0);
/// assert!(out.is_null(2));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlPathSegments;

impl Rows for UrlPathSegments {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = ListBuilder::with_capacity(StringBuilder::new(), rows).with_field(item());
        for row in 0..rows {
            let url = url_args(main, args, row)
                .and_then(|(input, base)| Url::parse_borrowed(input, base).ok());
            match url.as_ref().and_then(|u| u.path_segments()) {
                Some(segments) => {
                    for s in segments {
                        out.values().append_value(s);
                    }
                    out.append(true);
                }
                None => out.append(false),
            }
        }
        Ok(Arc::new(out.finish()))
    }
}
