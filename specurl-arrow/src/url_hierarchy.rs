//! `url_hierarchy(url [, base])`: the URL cut after each level of its
//! path, then with its query (ClickHouse's `URLHierarchy`), on the URL
//! Standard's parse: each level ends after a `/` of the path, as the
//! standard splits it into segments.

use std::sync::Arc;

use arrow_array::builder::{ListBuilder, StringBuilder};
use arrow_array::ArrayRef;
use arrow_schema::{DataType, Field};
use specurl::Url;

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings};

/// The result type of `url_hierarchy` and `url_path_hierarchy`:
/// `List<Utf8>`, its items never NULL.
///
/// ```
/// assert_eq!(specurl_arrow::url_hierarchy::data_type().to_string(), "List(non-null Utf8)");
/// ```
pub fn data_type() -> DataType {
    DataType::List(item())
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Utf8, false))
}

/// Where the levels of a URL end, as byte offsets into its href, and
/// where its path starts: after each `/` of the path, at the end of the
/// path when it does not end in one (or is empty), and at the end of the
/// query when there is a query that is not empty. The fragment is no
/// level. `None` for an opaque path, which has no levels.
///
/// ```
/// use specurl::Url;
/// use specurl_arrow::url_hierarchy::levels;
/// let url = Url::parse("https://h/a/b?q#f", None).unwrap();
/// let (path, ends) = levels(&url).unwrap();
/// assert_eq!(&url.href()[path..], "/a/b?q#f");
/// let cut: Vec<_> = ends.iter().map(|&e| &url.href()[..e]).collect();
/// assert_eq!(cut, ["https://h/", "https://h/a/", "https://h/a/b", "https://h/a/b?q"]);
/// assert!(levels(&Url::parse("mailto:me@h", None).unwrap()).is_none());
/// ```
pub fn levels<S: AsRef<str>>(url: &Url<S>) -> Option<(usize, Vec<usize>)> {
    url.path_segments()?;
    let href = url.href();
    let path = url.pathname();
    // The pathname is a slice of the href.
    let start = (path.as_ptr() as usize).checked_sub(href.as_ptr() as usize)?;
    let end = start + path.len();
    let mut ends: Vec<usize> = path
        .bytes()
        .enumerate()
        .filter(|&(_, b)| b == b'/')
        .map(|(i, _)| start + i + 1)
        .collect();
    if ends.last() != Some(&end) {
        ends.push(end);
    }
    if let Some(query) = url.query().filter(|q| !q.is_empty()) {
        // `?` and the query follow the path.
        ends.push(end + 1 + query.len());
    }
    Some((start, ends))
}

/// The rows of a hierarchy: each row's levels cut from its href by `cut`
/// (the href, the path's start and a level's end), empty cuts left out.
#[inline]
pub(crate) fn hierarchy_rows<'a>(
    main: impl Strings<'a>,
    args: &[Arg<'a>],
    rows: usize,
    cut: fn(&str, usize, usize) -> &str,
) -> Result<ArrayRef> {
    let mut out = ListBuilder::with_capacity(StringBuilder::new(), rows).with_field(item());
    for row in 0..rows {
        let url = url_args(main, args, row)
            .and_then(|(input, base)| Url::parse_borrowed(input, base).ok());
        match url.as_ref().and_then(|u| Some((u.href(), levels(u)?))) {
            Some((href, (start, ends))) => {
                for end in ends {
                    let level = cut(href, start, end);
                    if !level.is_empty() {
                        out.values().append_value(level);
                    }
                }
                out.append(true);
            }
            None => out.append(false),
        }
    }
    Ok(Arc::new(out.finish()))
}

/// The kernel of `url_hierarchy(url [, base])`: per row, the URL's href
/// cut at the end of each of its [`levels`], shortest first; NULL where
/// an argument is NULL, the URL does not parse, or its path is opaque.
/// Each `/` of the path ends a level, so that an empty segment (`//`) is
/// one.
///
/// ```
/// use arrow_array::{cast::AsArray, Array, ArrayRef, StringArray};
/// use specurl_arrow::{evaluate, url_hierarchy as h, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://example.com/browse/CONV-6788"), Some("mailto:me@example.com"),
/// ]));
/// let Evaluated::Array(out) = evaluate(&h::UrlHierarchy, &[Input::Array(&urls)], 2, &h::data_type()).unwrap()
/// else { panic!() };
/// let out = out.as_list::<i32>();
/// let first: Vec<_> = out.value(0).as_string::<i32>().iter().flatten().map(str::to_owned).collect();
/// assert_eq!(first, ["https://example.com/", "https://example.com/browse/", "https://example.com/browse/CONV-6788"]);
/// assert!(out.is_null(1));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlHierarchy;

impl Rows for UrlHierarchy {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        hierarchy_rows(main, args, rows, |href, _, end| &href[..end])
    }
}
