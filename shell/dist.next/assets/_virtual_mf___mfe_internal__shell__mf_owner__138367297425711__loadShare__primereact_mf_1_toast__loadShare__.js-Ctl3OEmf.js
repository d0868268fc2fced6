import{r as e}from"./rolldown-runtime-BWaJ3C7D.js";import{A as t,C as n,F as r,G as i,J as a,L as o,M as s,O as c,P as l,Q as u,R as d,S as f,U as p,W as m,X as h,Y as g,a as _,at as ee,g as te,k as ne,l as v,lt as re,mt as y,nt as b,o as x,q as S,tt as C,u as ie,ut as ae,w as oe}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_button__loadShare__.js-VwO03RDE.js";import{_ as se,d as w,f as ce,g as T,h as E,m as le,p as D}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_datatable__loadShare__.js-R2oHiDdC.js";import{a as ue,i as de,r as fe}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_message__loadShare__.js-Bxk5fa4T.js";function O(e){if(e===void 0)throw ReferenceError(`this hasn't been initialised - super() hasn't been called`);return e}y();function k(e,t){var n=function(e){return t&&h(e)?t(e):e},r=Object.create(null);return e&&m.map(e,function(e){return e}).forEach(function(e){r[e.key]=n(e)}),r}function A(e,t){e||={},t||={};function n(n){return n in t?t[n]:e[n]}var r=Object.create(null),i=[];for(var a in e)a in t?i.length&&(r[a]=i,i=[]):i.push(a);var o,s={};for(var c in t){if(r[c])for(o=0;o<r[c].length;o++){var l=r[c][o];s[r[c][o]]=n(l)}s[c]=n(c)}for(o=0;o<i.length;o++)s[i[o]]=n(i[o]);return s}function j(e,t,n){return n[t]==null?e.props[t]:n[t]}function M(e,t){return k(e.children,function(n){return i(n,{onExited:t.bind(null,n),in:!0,appear:j(n,`appear`,e),enter:j(n,`enter`,e),exit:j(n,`exit`,e)})})}function N(e,t,n){var r=k(e.children),a=A(t,r);return Object.keys(a).forEach(function(o){var s=a[o];if(h(s)){var c=o in t,l=o in r,u=t[o],d=h(u)&&!u.props.in;l&&(!c||d)?a[o]=i(s,{onExited:n.bind(null,s),in:!0,exit:j(s,`exit`,e),enter:j(s,`enter`,e)}):!l&&c&&!d?a[o]=i(s,{in:!1}):l&&c&&h(u)&&(a[o]=i(s,{onExited:n.bind(null,s),in:u.props.in,exit:j(s,`exit`,e),enter:j(s,`enter`,e)}))}}),a}y();var P=Object.values||function(e){return Object.keys(e).map(function(t){return e[t]})},F={component:`div`,childFactory:function(e){return e}},I=function(e){le(t,e);function t(t,n){var r=e.call(this,t,n)||this;return r.state={contextValue:{isMounting:!0},handleExited:r.handleExited.bind(O(r)),firstRender:!0},r}var n=t.prototype;return n.componentDidMount=function(){this.mounted=!0,this.setState({contextValue:{isMounting:!1}})},n.componentWillUnmount=function(){this.mounted=!1},t.getDerivedStateFromProps=function(e,t){var n=t.children,r=t.handleExited;return{children:t.firstRender?M(e,r):N(e,n,r),firstRender:!1}},n.handleExited=function(e,t){var n=k(this.props.children);e.key in n||(e.props.onExited&&e.props.onExited(t),this.mounted&&this.setState(function(t){var n=T({},t.children);return delete n[e.key],{children:n}}))},n.render=function(){var e=this.props,t=e.component,n=e.childFactory,r=E(e,[`component`,`childFactory`]),i=this.state.contextValue,a=P(this.state.children).map(n);return delete r.appear,delete r.enter,delete r.exit,t===null?p.createElement(D.Provider,{value:i},a):p.createElement(D.Provider,{value:i},p.createElement(t,r,a))},t}(p.Component);I.propTypes={},I.defaultProps=F;var L=e({Toast:()=>J});y();function R(){return R=Object.assign?Object.assign.bind():function(e){for(var t=1;t<arguments.length;t++){var n=arguments[t];for(var r in n)({}).hasOwnProperty.call(n,r)&&(e[r]=n[r])}return e},R.apply(null,arguments)}function z(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,r=Array(t);n<t;n++)r[n]=e[n];return r}function pe(e){if(Array.isArray(e))return z(e)}function B(e){if(typeof Symbol<`u`&&e[Symbol.iterator]!=null||e[`@@iterator`]!=null)return Array.from(e)}function V(e,t){if(e){if(typeof e==`string`)return z(e,t);var n={}.toString.call(e).slice(8,-1);return n===`Object`&&e.constructor&&(n=e.constructor.name),n===`Map`||n===`Set`?Array.from(e):n===`Arguments`||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?z(e,t):void 0}}function H(){throw TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function U(e){return pe(e)||B(e)||V(e)||H()}function me(e){if(Array.isArray(e))return e}function he(e,t){var n=e==null?null:typeof Symbol<`u`&&e[Symbol.iterator]||e[`@@iterator`];if(n!=null){var r,i,a,o,s=[],c=!0,l=!1;try{if(a=(n=n.call(e)).next,t===0){if(Object(n)!==n)return;c=!1}else for(;!(c=(r=a.call(n)).done)&&(s.push(r.value),s.length!==t);c=!0);}catch(e){l=!0,i=e}finally{try{if(!c&&n.return!=null&&(o=n.return(),Object(o)!==o))return}finally{if(l)throw i}}return s}}function ge(){throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function W(e,t){return me(e)||he(e,t)||V(e,t)||ge()}function G(e){"@babel/helpers - typeof";return G=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},G(e)}function _e(e,t){if(G(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(G(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function ve(e){var t=_e(e,`string`);return G(t)==`symbol`?t:t+``}function ye(e,t,n){return(t=ve(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var K=v.extend({defaultProps:{__TYPE:`Toast`,id:null,className:null,content:null,style:null,baseZIndex:0,position:`top-right`,transitionOptions:null,appendTo:`self`,onClick:null,onRemove:null,onShow:null,onHide:null,onMouseEnter:null,onMouseLeave:null,children:void 0},css:{classes:{root:function(e){var t=e.props,n=e.context;return d(`p-toast p-component p-toast-`+t.position,t.className,{"p-input-filled":n&&n.inputStyle===`filled`||c.inputStyle===`filled`,"p-ripple-disabled":n&&n.ripple===!1||c.ripple===!1})},message:{message:function(e){var t=e.severity;return d(`p-toast-message`,ye({},`p-toast-message-${t}`,t))},content:`p-toast-message-content`,buttonicon:`p-toast-icon-close-icon`,closeButton:`p-toast-icon-close p-link`,icon:`p-toast-message-icon`,text:`p-toast-message-text`,summary:`p-toast-summary`,detail:`p-toast-detail`},transition:`p-toast-message`},styles:`
@layer primereact {
    .p-toast {
        width: calc(100% - var(--toast-indent, 0px));
        max-width: 25rem;
    }
    
    .p-toast-message-icon {
        flex-shrink: 0;
    }
    
    .p-toast-message-content {
        display: flex;
        align-items: flex-start;
    }
    
    .p-toast-message-text {
        flex: 1 1 auto;
    }
    
    .p-toast-summary {
        overflow-wrap: anywhere;
    }
    
    .p-toast-detail {
        overflow-wrap: anywhere;
    }
    
    .p-toast-top-center {
        transform: translateX(-50%);
    }
    
    .p-toast-bottom-center {
        transform: translateX(-50%);
    }
    
    .p-toast-center {
        min-width: 20vw;
        transform: translate(-50%, -50%);
    }
    
    .p-toast-icon-close {
        display: flex;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        position: relative;
    }
    
    .p-toast-icon-close.p-link {
        cursor: pointer;
    }
    
    /* Animations */
    .p-toast-message-enter {
        opacity: 0;
        transform: translateY(50%);
    }
    
    .p-toast-message-enter-active {
        opacity: 1;
        transform: translateY(0);
        transition: transform 0.3s, opacity 0.3s;
    }
    
    .p-toast-message-enter-done {
        transform: none;
    }
    
    .p-toast-message-exit {
        opacity: 1;
        max-height: 1000px;
    }
    
    .p-toast .p-toast-message.p-toast-message-exit-active {
        opacity: 0;
        max-height: 0;
        margin-bottom: 0;
        overflow: hidden;
        transition: max-height 0.45s cubic-bezier(0, 1, 0, 1), opacity 0.3s, margin-bottom 0.3s;
    }
}
`,inlineStyles:{root:function(e){var t=e.props;return{position:`fixed`,top:t.position===`top-right`||t.position===`top-left`||t.position===`top-center`?`20px`:t.position===`center`?`50%`:null,right:(t.position===`top-right`||t.position===`bottom-right`)&&`20px`,bottom:(t.position===`bottom-left`||t.position===`bottom-right`||t.position===`bottom-center`)&&`20px`,left:t.position===`top-left`||t.position===`bottom-left`?`20px`:t.position===`center`||t.position===`top-center`||t.position===`bottom-center`?`50%`:null}}}}});function be(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function q(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?be(Object(n),!0).forEach(function(t){ye(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):be(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var xe=u(g(function(e,n){var i=te(),a=e.messageInfo,o=e.metaData,c=e.ptCallbacks,u=c.ptm,p=c.ptmo,m=c.cx,h=e.index,g=a.message,_=g.severity,ee=g.content,ne=g.summary,v=g.detail,re=g.closable,y=g.life,C=g.sticky,ie=g.className,oe=g.style,ce=g.contentClassName,T=g.contentStyle,E=g.icon,le=g.closeIcon,D=g.pt,O={index:h},k=q(q({},o),O),A=W(ae(!1),2),j=A[0],M=A[1],N=W(f(function(){F()},y||3e3,!C&&!j),1)[0],P=function(t,n){return u(t,q({hostName:e.hostName},n))},F=function(){N(),e.onClose&&e.onClose(a)},I=function(t){e.onClick&&!(s.hasClass(t.target,`p-toast-icon-close`)||s.hasClass(t.target,`p-toast-icon-close-icon`))&&e.onClick(a.message)},L=function(t){e.onMouseEnter&&e.onMouseEnter(t),t.defaultPrevented||C||(N(),M(!0))},R=function(t){e.onMouseLeave&&e.onMouseLeave(t),t.defaultPrevented||C||M(!1)},z=function(){var n=i({className:m(`message.buttonicon`)},P(`buttonicon`,k),p(D,`buttonicon`,q(q({},O),{},{hostName:e.hostName}))),r=le||S(w,n),a=l.getJSXIcon(r,q({},n),{props:e}),o=i({type:`button`,className:m(`message.closeButton`),onClick:F,"aria-label":e.ariaCloseLabel||t(`close`)},P(`closeButton`,k),p(D,`closeButton`,q(q({},O),{},{hostName:e.hostName})));return re===!1?null:S(`div`,null,S(`button`,o,a,S(x,null)))},pe=function(){if(a){var t=r.getJSXElement(ee,{message:a.message,onClick:I,onClose:F}),n=i({className:m(`message.icon`)},P(`icon`,k),p(D,`icon`,q(q({},O),{},{hostName:e.hostName}))),o=E;if(!E)switch(_){case`info`:o=S(de,n);break;case`warn`:o=S(ue,n);break;case`error`:o=S(fe,n);break;case`success`:o=S(se,n)}var s=l.getJSXIcon(o,q({},n),{props:e}),c=i({className:m(`message.text`)},P(`text`,k),p(D,`text`,q(q({},O),{},{hostName:e.hostName}))),u=i({className:m(`message.summary`)},P(`summary`,k),p(D,`summary`,q(q({},O),{},{hostName:e.hostName}))),d=i({className:m(`message.detail`)},P(`detail`,k),p(D,`detail`,q(q({},O),{},{hostName:e.hostName})));return t||S(b,null,s,S(`div`,c,S(`span`,u,ne),v&&S(`div`,d,v)))}return null}(),B=z(),V=i({ref:n,className:d(ie,m(`message.message`,{severity:_})),style:oe,role:`alert`,"aria-live":`assertive`,"aria-atomic":`true`,onClick:I,onMouseEnter:L,onMouseLeave:R},P(`message`,k),p(D,`root`,q(q({},O),{},{hostName:e.hostName}))),H=i({className:d(ce,m(`message.content`)),style:T},P(`content`,k),p(D,`content`,q(q({},O),{},{hostName:e.hostName})));return S(`div`,V,S(`div`,H,pe,B))}));xe.displayName=`ToastMessage`;var Se=0,J=u(g(function(e,t){var i=te(),s=C(ne),l=K.getProps(e,s),u=W(ae([]),2),d=u[0],f=u[1],p=re(null),m={props:l,state:{messages:d}},h=K.setMetaData(m);ie(K.css.styles,h.isUnstyled,{name:`toast`});var g=function(e){e&&f(function(t){return v(t,e,!0)})},v=function(e,t,n){var r;if(Array.isArray(t)){var i=t.reduce(function(e,t){return e.push({_pId:Se++,message:t}),e},[]);r=n&&e?[].concat(U(e),U(i)):i}else{var a={_pId:Se++,message:t};r=n&&e?[].concat(U(e),[a]):[a]}return r},y=function(){o.clear(p.current),f([])},b=function(e){f(function(t){return v(t,e,!1)})},x=function(e){var t=r.isNotEmpty(e._pId)?e._pId:e.message||e;f(function(n){return n.filter(function(n){return n._pId!==e._pId&&!r.deepEquals(n.message,t)})}),l.onRemove&&l.onRemove(e.message||t)},se=function(e){x(e)},w=function(){l.onShow&&l.onShow()},T=function(){d.length===1&&o.clear(p.current),l.onHide&&l.onHide()};oe(function(){o.set(`toast`,p.current,s&&s.autoZIndex||c.autoZIndex,l.baseZIndex||s&&s.zIndex.toast||c.zIndex.toast)},[d,l.baseZIndex]),n(function(){o.clear(p.current)}),ee(t,function(){return{props:l,show:g,replace:b,remove:x,clear:y,getElement:function(){return p.current}}});var E=function(){var t=i({ref:p,id:l.id,className:h.cx(`root`,{context:s}),style:h.sx(`root`)},K.getOtherProps(l),h.ptm(`root`)),n=i({classNames:h.cx(`transition`),timeout:{enter:300,exit:300},options:l.transitionOptions,unmountOnExit:!0,onEntered:w,onExited:T},h.ptm(`transition`));return S(`div`,t,S(I,null,d&&d.map(function(t,i){var o=a();return S(ce,R({nodeRef:o,key:t._pId},n),e.content?r.getJSXElement(e.content,{message:t.message}):S(xe,{hostName:`Toast`,ref:o,messageInfo:t,index:i,onClick:l.onClick,onClose:se,onMouseEnter:l.onMouseEnter,onMouseLeave:l.onMouseLeave,closeIcon:l.closeIcon,ptCallbacks:h,metaData:m}))})))}();return S(_,{element:E,appendTo:l.appendTo})}));J.displayName=`Toast`;var Ce=e({Toast:()=>we,default:()=>Te}),we=J,Te=Reflect.get(L,`default`)??L,Y=`__mf_module_cache__`;globalThis[Y]||={share:{},remote:{}},globalThis[Y].share||={},globalThis[Y].remote||={};var X=globalThis[Y];for(let e of Object.keys(X.share))if(e.startsWith(`default:`)){let t=e.slice(8);X.share[t]===void 0&&(X.share[t]=X.share[e])}else if(!e.includes(`:`)){let t=`default:`+e;X.share[t]===void 0&&(X.share[t]=X.share[e])}var Ee=(e,t)=>{let n=e[t.canonical];if(n!==void 0)return n;let r=t.aliases||[];for(let n of r){if(!Object.prototype.hasOwnProperty.call(e,n))continue;let r=e[n];if(r!==void 0)return e[t.canonical]=r,r}},Z=Symbol.for(`module-federation.shared-cache-listeners`),De=e=>{let t=e[Z];return t===void 0&&(t=Object.create(null),Object.defineProperty(e,Z,{value:t,enumerable:!1,configurable:!1,writable:!1})),t},Oe=(e,t,n)=>{let r=De(e);(r[t.canonical]||=new Set).add(n)},Q=Symbol.for(`module-federation.shared-cache-owners`),ke=e=>{let t=e[Q];return t===void 0&&(t=Object.create(null),Object.defineProperty(e,Q,{value:t,enumerable:!1,configurable:!1,writable:!1})),t},Ae=e=>{let t=[e,e?.default];for(let e of t)if(e&&typeof e==`object`){for(let t of[`__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE`,`__TEST_INTERNALS`,`__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED`]){let n=e[t];if(n&&typeof n==`object`)return{internals:n}}if(typeof e.useState==`function`)return{hook:e.useState}}},je=(e,t)=>{if(e===t)return!0;let n=Ae(e),r=Ae(t);if(!n||!r)return!1;let i=n.internals,a=r.internals;return i!==void 0||a!==void 0?i!==void 0&&i===a:typeof n.hook==`function`&&n.hook===r.hook},Me=(e,t,n,r)=>{let i=Ee(e,t);if(i!==void 0&&je(i,n))return n;e[t.canonical]=n;let a=t.aliases||[];for(let t of a)Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0});let o=e[Q];r===void 0?o&&delete o[t.canonical]:ke(e)[t.canonical]=r;let s=e[Z]?.[t.canonical];if(s)for(let e of s)e(n);return n},Ne=e=>{let t=(()=>{let t=e;for(let e=0;e<5;e++){let e=t?.default;if(!e||typeof e!=`object`)break;let n=Object.keys(t).filter(e=>e!=="default").map(e=>t[e]);if(n.length>0&&n.some(e=>e!==void 0))break;t=e}return t})();return t&&Object.getPrototypeOf(t)===null?Object.assign({},t):t},$=Ee(X.share,{canonical:`default:primereact/toast`,aliases:[`primereact/toast`]});$===void 0&&($=Ne(Ce),Me(X.share,{canonical:`default:primereact/toast`,aliases:[`primereact/toast`]},$,`shell`));var Pe,Fe=e=>{Pe=e.Toast,(()=>{let t=e;for(let e=0;e<5;e++){let e=t?.default;if(!e||typeof e!=`object`)return e??t;t=e}return t})()};Oe(X.share,{canonical:`default:primereact/toast`,aliases:[`primereact/toast`]},Fe),Fe($);export{Ce as n,Pe as t};