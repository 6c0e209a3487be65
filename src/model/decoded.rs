//! The components percent-decoded ("Percent Decoding"), for display and
//! for comparison by meaning; the model itself keeps them encoded.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::model::UrlRef;
use crate::pct_enc::decode_str;

impl<'a> UrlRef<'a> {
    /// The dirs, each percent-decoded.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("/caf%C3%A9/a%2Fb/%zz/x").unwrap();
    /// // A decoded `%2F` is a `/` inside a dir, not a separator.
    /// assert_eq!(u.decoded_dirs().collect::<Vec<_>>(), ["café", "a/b", "%zz"]);
    /// ```
    pub fn decoded_dirs(&self) -> impl ExactSizeIterator<Item = Cow<'_, str>> + '_ {
        self.dirs.iter().map(|d| decode_str(d))
    }

    /// The file, percent-decoded.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert_eq!(UrlRef::parse("a/b%20c").unwrap().decoded_file().as_deref(), Some("b c"));
    /// assert_eq!(UrlRef::parse("a/").unwrap().decoded_file(), None);
    /// ```
    pub fn decoded_file(&self) -> Option<Cow<'_, str>> {
        self.file.as_deref().map(decode_str)
    }

    /// The query, percent-decoded as a whole (a `%26` becomes `&`: split
    /// the query into pairs before decoding them, if it has pairs).
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("?q=%E4%B8%AD%E6%96%87&x").unwrap();
    /// assert_eq!(u.decoded_query().as_deref(), Some("q=中文&x"));
    /// // `+` is not a space here: that is the form encoding's rule.
    /// assert_eq!(UrlRef::parse("?a+b").unwrap().decoded_query().as_deref(), Some("a+b"));
    /// ```
    pub fn decoded_query(&self) -> Option<Cow<'_, str>> {
        self.query.as_deref().map(decode_str)
    }

    /// The fragment, percent-decoded.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("http://h/#Stra%C3%9Fe 1", None).unwrap();
    /// assert_eq!(url.hash(), "#Stra%C3%9Fe%201");
    /// let model = specurl::UrlRef::parse(url.href()).unwrap();
    /// assert_eq!(model.decoded_fragment().as_deref(), Some("Straße 1"));
    /// ```
    pub fn decoded_fragment(&self) -> Option<Cow<'_, str>> {
        self.fragment.as_deref().map(decode_str)
    }

    /// The username and the password, percent-decoded.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("//j%C3%B6rg:p%40ss%3Aw@h/").unwrap();
    /// let (user, password) = u.decoded_userinfo().unwrap();
    /// assert_eq!((user.as_ref(), password.as_deref()), ("jörg", Some("p@ss:w")));
    /// assert!(UrlRef::parse("//h/").unwrap().decoded_userinfo().is_none());
    /// ```
    pub fn decoded_userinfo(&self) -> Option<(Cow<'_, str>, Option<Cow<'_, str>>)> {
        let u = self.authority.as_ref()?.userinfo.as_ref()?;
        Some((
            decode_str(&u.username),
            u.password.as_deref().map(decode_str),
        ))
    }
}
