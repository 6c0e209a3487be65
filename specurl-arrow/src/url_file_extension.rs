//! `url_file_extension(url [, base])`: the extension of the last segment
//! of the URL's path (netquack's `extract_extension`), on the URL
//! Standard's path: dot segments resolved, the query and fragment never
//! part of it.

use arrow_array::ArrayRef;
use arrow_schema::DataType;
use specurl::Url;

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings, StringsOut};

/// The extension of a path segment, as `os.path.splitext` has it: what
/// follows its last `.`, when something does and a character other than
/// `.` stands before that dot (a name of leading dots alone, `.profile`,
/// has none).
///
/// ```
/// use specurl_arrow::url_file_extension::extension;
/// assert_eq!(extension("image.jpg"), Some("jpg"));
/// assert_eq!(extension("archive.tar.gz"), Some("gz"));
/// assert_eq!(extension(".profile"), None);
/// assert_eq!(extension("..a.b"), Some("b"));
/// assert_eq!(extension("name."), None);
/// assert_eq!(extension("README"), None);
/// ```
pub fn extension(segment: &str) -> Option<&str> {
    let name = segment.trim_start_matches('.');
    let dot = name.rfind('.')?;
    Some(&name[dot + 1..]).filter(|e| !e.is_empty())
}

/// The last segment of the URL's path, `None` for an opaque one.
pub(crate) fn last_segment<S: AsRef<str>>(url: &Url<S>) -> Option<&str> {
    url.path_segments()?;
    let path = url.pathname();
    Some(path.rsplit_once('/').map_or(path, |(_, last)| last))
}

/// The kernel of `url_file_extension(url [, base])`: per row, the
/// [`extension`] of the last segment of the URL's path, percent-encoded
/// as in the href and in its case; NULL where an argument is NULL, the
/// URL does not parse, its path is opaque (`mailto:`), or its last
/// segment has no extension (`https://h/a.b/` ends in an empty segment).
/// The result has the string type of `url`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_file_extension::UrlFileExtension, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("http://example.com/image.jpg"), Some("https://h/a.tar.gz?x=y.z#f.g"),
///     Some("https://h/a.d/../b"), Some("https://h/a.b/"), Some("mailto:me@example.com"),
/// ]));
/// let Evaluated::Array(out) = evaluate(&UrlFileExtension, &[Input::Array(&urls)], 5, &DataType::Utf8).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// assert_eq!(out, [Some("jpg"), Some("gz"), None, None, None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlFileExtension;

impl Rows for UrlFileExtension {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, main.view());
        for row in 0..rows {
            let url = url_args(main, args, row)
                .and_then(|(input, base)| Url::parse_borrowed(input, base).ok());
            match url
                .as_ref()
                .and_then(|u| Some((u, extension(last_segment(u)?)?)))
            {
                Some((url, ext)) => out.append_part(row, ext, url.href())?,
                None => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}
