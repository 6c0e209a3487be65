//! `url_path_hierarchy(url [, base])`: the levels of the URL's path and
//! query without its scheme and authority (ClickHouse's
//! `URLPathHierarchy`), the root `/` left out.

use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::url_hierarchy::hierarchy_rows;
use crate::{Result, Rows, Strings};

/// The kernel of `url_path_hierarchy(url [, base])`: per row,
/// [`url_hierarchy`](crate::url_hierarchy::UrlHierarchy)'s levels from
/// the start of the path, without the root `/` (and without an empty
/// path); its type is [`data_type`](crate::url_hierarchy::data_type).
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use specurl_arrow::{evaluate, url_hierarchy::data_type, url_path_hierarchy::UrlPathHierarchy, Input};
/// let args = [Input::Scalar(Some("https://example.com/browse/CONV-6788?x=1#top"))];
/// let out = evaluate(&UrlPathHierarchy, &args, 1, &data_type()).unwrap().into_array();
/// let levels: Vec<_> = out.as_list::<i32>().value(0).as_string::<i32>().iter().flatten().map(str::to_owned).collect();
/// assert_eq!(levels, ["/browse/", "/browse/CONV-6788", "/browse/CONV-6788?x=1"]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlPathHierarchy;

impl Rows for UrlPathHierarchy {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        hierarchy_rows(main, args, rows, |href, start, end| {
            match &href[start..end] {
                "/" => "",
                level => level,
            }
        })
    }
}
